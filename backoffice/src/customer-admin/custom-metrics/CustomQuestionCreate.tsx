import { useParams } from 'react-router-dom';
import { Alert } from '@mui/material';
import { useGetOne } from 'react-admin';
import { CreatePage } from '../../common/FormPages';
import { PageHeader } from '../../common/PageHeader';
import { useAppPath } from '../../common/useAppPath';
import { QuestionFields } from '../../questions/QuestionFields';
import { CUSTOM_TYPES, DEFAULT_MAX_LENGTH } from '@portal/contracts';
import { questionPayload } from '../../questions/questionRules';
import { INQUIRY_LOGS } from '../paths';

/** A custom question for one inquiry, with the shared area/type rules; refused once respondents are added. */
export const CustomQuestionCreate = () => {
  const { inquiryParamId = '' } = useParams();
  const path = useAppPath();
  const { data: inquiry } = useGetOne('inquiries', { id: inquiryParamId });
  const title = inquiry?.Description ? `Add Custom Question: ${inquiry.Description}` : 'Add Custom Question';
  if (inquiry?.RespondentsAdded) {
    return (
      <>
        <PageHeader title={title} back={path(INQUIRY_LOGS)} />
        <Alert severity="warning">Respondents have already been added to this inquiry: custom questions can no longer be added.</Alert>
      </>
    );
  }
  return (
    <>
      <CreatePage
        resource="custom-questions"
        title={title}
        back={path(INQUIRY_LOGS)}
        successMessage="Custom Question Created"
        transform={questionPayload}
        meta={{ inquiryId: inquiryParamId }}
        defaultValues={{ MaxLength: DEFAULT_MAX_LENGTH, RadioButtonOptions: [], CheckBoxOptions: [] }}
      >
        <QuestionFields types={CUSTOM_TYPES} />
      </CreatePage>
    </>
  );
};

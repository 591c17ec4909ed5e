import { useParams } from 'react-router-dom';
import { Alert } from '@mui/material';
import { useGetOne } from 'react-admin';
import { CreatePage } from '../../common/FormPages';
import { PageHeader } from '../../common/PageHeader';
import { useAppPath } from '../../common/useAppPath';
import { QuestionFields } from '../../questions/QuestionFields';
import { CUSTOM_TYPES, DEFAULT_MAX_LENGTH, DEFAULT_VALIDATION_REGEX } from '@portal/contracts';
import { customQuestionPayload } from '../../questions/questionRules';
import { INQUIRY_LOGS } from '../paths';
import { tr } from '../../i18n/i18nProvider';

/** A custom question for one inquiry, with the shared area/type rules; refused once respondents are added. */
export const CustomQuestionCreate = () => {
  const { inquiryParamId = '' } = useParams();
  const path = useAppPath();
  const { data: inquiry } = useGetOne('inquiries', { id: inquiryParamId });
  const title = inquiry?.Description
    ? tr('portal.ui.addCustomQuestionOf', { inquiry: inquiry.Description })
    : tr('portal.ui.addCustomQuestion');
  if (inquiry?.RespondentsAdded) {
    return (
      <>
        <PageHeader title={title} back={path(INQUIRY_LOGS)} />
        <Alert severity="warning">{tr('portal.ui.respondentsHaveAlreadyBeenAddedToThis')}</Alert>
      </>
    );
  }
  return (
    <>
      <CreatePage
        resource="custom-questions"
        title={title}
        back={path(INQUIRY_LOGS)}
        successMessage={tr('portal.ui.customQuestionCreated')}
        transform={customQuestionPayload}
        meta={{ inquiryId: inquiryParamId }}
        defaultValues={{
          MaxLength: DEFAULT_MAX_LENGTH,
          ValidationRegex: DEFAULT_VALIDATION_REGEX,
          RadioButtonOptions: [],
          CheckBoxOptions: [],
        }}
      >
        <QuestionFields types={CUSTOM_TYPES} ratingOptions={false} />
      </CreatePage>
    </>
  );
};

import { useParams } from 'react-router-dom';
import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { DEFAULT_MAX_LENGTH } from '@portal/contracts';
import { intakePayload } from '../questions/questionRules';
import { IntakeInputs } from './intakeForm';
import { intakePath } from './paths';

export const IntakeQuestionCreate = () => {
  const { inquiryTypeId = '' } = useParams();
  const path = useAppPath();
  return (
    <CreatePage
      resource="intake-questions"
      title="Create Intake Questions"
      back={path(intakePath(inquiryTypeId))}
      successMessage="New Intake Question Created"
      transform={intakePayload}
      meta={{ inquiryTypeId }}
      defaultValues={{ MaxLength: DEFAULT_MAX_LENGTH }}
    >
      <IntakeInputs />
    </CreatePage>
  );
};

import { useParams } from 'react-router-dom';
import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { DEFAULT_MAX_LENGTH } from '@portal/contracts';
import { intakePayload } from '../questions/questionRules';
import { IntakeInputs } from './intakeForm';
import { intakePath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const IntakeQuestionCreate = () => {
  const { inquiryTypeId = '' } = useParams();
  const path = useAppPath();
  return (
    <CreatePage
      resource="intake-questions"
      title={tr('portal.ui.createIntakeQuestions')}
      back={path(intakePath(inquiryTypeId))}
      successMessage={tr('portal.ui.newIntakeQuestionCreated')}
      transform={intakePayload}
      meta={{ inquiryTypeId }}
      defaultValues={{ MaxLength: DEFAULT_MAX_LENGTH }}
    >
      <IntakeInputs />
    </CreatePage>
  );
};

import { useParams } from 'react-router-dom';
import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { QuestionFields } from '../questions/QuestionFields';
import { DEFAULT_MAX_LENGTH, DIAGNOSTIC_TYPES } from '@portal/contracts';
import { questionPayload } from '../questions/questionRules';
import { diagnosticPath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const DiagnosticQuestionCreate = () => {
  const { inquiryTypeId = '', pathwayId = '' } = useParams();
  const path = useAppPath();
  return (
    <CreatePage
      resource="diagnostic-questions"
      title={tr('portal.ui.addDiagnosticQuestions')}
      back={path(diagnosticPath(inquiryTypeId, pathwayId))}
      successMessage={tr('portal.ui.newDiagnosticQuestionCreated')}
      transform={questionPayload}
      meta={{ pathwayId }}
      defaultValues={{ MaxLength: DEFAULT_MAX_LENGTH, RadioButtonOptions: [], CheckBoxOptions: [] }}
    >
      <QuestionFields types={DIAGNOSTIC_TYPES} />
    </CreatePage>
  );
};

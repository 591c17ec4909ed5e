import { useParams } from 'react-router-dom';
import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { QuestionFields } from '../questions/QuestionFields';
import { DEFAULT_MAX_LENGTH, DIAGNOSTIC_TYPES } from '@portal/contracts';
import { questionPayload } from '../questions/questionRules';
import { diagnosticPath } from './paths';

export const DiagnosticQuestionCreate = () => {
  const { inquiryTypeId = '', pathwayId = '' } = useParams();
  const path = useAppPath();
  return (
    <CreatePage
      resource="diagnostic-questions"
      title="Add Diagnostic Questions"
      back={path(diagnosticPath(inquiryTypeId, pathwayId))}
      successMessage="New Diagnostic Question Created"
      transform={questionPayload}
      meta={{ pathwayId }}
      defaultValues={{ MaxLength: DEFAULT_MAX_LENGTH, RadioButtonOptions: [], CheckBoxOptions: [] }}
    >
      <QuestionFields types={DIAGNOSTIC_TYPES} />
    </CreatePage>
  );
};

import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { QuestionFields } from '../questions/QuestionFields';
import { DIAGNOSTIC_TYPES } from '@portal/contracts';
import { questionPayload, withDefaultMaxLength } from '../questions/questionRules';
import { diagnosticPath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const DiagnosticQuestionEdit = () => {
  const { inquiryTypeId = '', pathwayId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage
        id={id}
        resource="diagnostic-questions"
        title={tr('portal.ui.editDiagnosticQuestions')}
        back={path(diagnosticPath(inquiryTypeId, pathwayId))}
        successMessage={tr('portal.ui.diagnosticQuestionEdited')}
        transform={questionPayload}
        meta={{ pathwayId }}
        select={withDefaultMaxLength}
      >
        <QuestionFields types={DIAGNOSTIC_TYPES} />
      </EditPage>
      <TranslationsPanel kind="DiagnosticQuestion" id={id} />
    </>
  );
};

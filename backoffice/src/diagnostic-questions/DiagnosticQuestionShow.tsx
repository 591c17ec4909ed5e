import { useParams } from 'react-router-dom';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { QuestionShowFields } from '../questions/QuestionShowFields';
import { diagnosticPath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const DiagnosticQuestionShow = () => {
  const { inquiryTypeId = '', pathwayId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage
      resource="diagnostic-questions"
      id={id}
      title={tr('portal.ui.viewDiagnosticQuestion')}
      back={path(diagnosticPath(inquiryTypeId, pathwayId))}
    >
      {QuestionShowFields()}
    </ShowPage>
  );
};

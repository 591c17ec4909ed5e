import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { intakePayload, withDefaultMaxLength } from '../questions/questionRules';
import { IntakeInputs } from './intakeForm';
import { intakePath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const IntakeQuestionEdit = () => {
  const { inquiryTypeId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage
        id={id}
        resource="intake-questions"
        title={tr('portal.ui.editIntakeQuestions')}
        back={path(intakePath(inquiryTypeId))}
        successMessage={tr('portal.ui.intakeQuestionEdited')}
        transform={intakePayload}
        meta={{ inquiryTypeId }}
        select={withDefaultMaxLength}
      >
        <IntakeInputs />
      </EditPage>
      <TranslationsPanel kind="IntakeQuestion" id={id} />
    </>
  );
};

import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { FindingInputs, findingPayload } from './findingForm';
import { FINDINGS } from './paths';
import { tr } from '../i18n/i18nProvider';

export const FindingEdit = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage
        id={id}
        resource="findings"
        title={tr('portal.ui.editFindings')}
        back={path(FINDINGS)}
        successMessage={tr('portal.ui.findingsEdited')}
        transform={findingPayload}
      >
        <FindingInputs />
      </EditPage>
      <TranslationsPanel kind="Finding" id={id} />
    </>
  );
};

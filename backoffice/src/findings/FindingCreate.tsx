import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { FindingInputs, findingPayload } from './findingForm';
import { FINDINGS } from './paths';
import { tr } from '../i18n/i18nProvider';

export const FindingCreate = () => {
  const path = useAppPath();
  return (
    <CreatePage
      resource="findings"
      title={tr('portal.ui.addFindings')}
      back={path(FINDINGS)}
      successMessage={tr('portal.ui.newFindingsCreated')}
      transform={findingPayload}
    >
      <FindingInputs />
    </CreatePage>
  );
};

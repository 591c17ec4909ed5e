import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { FindingInputs, findingPayload } from './findingForm';
import { FINDINGS } from './paths';

export const FindingCreate = () => {
  const path = useAppPath();
  return (
    <CreatePage resource="findings" title="Add Findings" back={path(FINDINGS)} successMessage="New Findings Created" transform={findingPayload}>
      <FindingInputs />
    </CreatePage>
  );
};

import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { FindingInputs, findingPayload } from './findingForm';
import { FINDINGS } from './paths';

export const FindingEdit = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage id={id} resource="findings" title="Edit Findings" back={path(FINDINGS)} successMessage="Findings Edited" transform={findingPayload}>
        <FindingInputs />
      </EditPage>
      <TranslationsPanel kind="Finding" id={id} />
    </>
  );
};

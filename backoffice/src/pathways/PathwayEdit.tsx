import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { PathwayInputs, pathwayPayload } from './pathwayForm';
import { pathwaysPath } from './paths';

export const PathwayEdit = () => {
  const { inquiryTypeId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage
        id={id}
        resource="pathways"
        title="Edit Pathways"
        back={path(pathwaysPath(inquiryTypeId))}
        successMessage="Pathway Updated"
        transform={pathwayPayload(inquiryTypeId)}
        meta={{ inquiryTypeId }}
      >
        <PathwayInputs />
      </EditPage>
      <TranslationsPanel kind="Pathway" id={id} />
    </>
  );
};

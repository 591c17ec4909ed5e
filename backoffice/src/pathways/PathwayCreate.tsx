import { useParams } from 'react-router-dom';
import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { PathwayInputs, pathwayPayload } from './pathwayForm';
import { pathwaysPath } from './paths';

export const PathwayCreate = () => {
  const { inquiryTypeId = '' } = useParams();
  const path = useAppPath();
  return (
    <CreatePage
      resource="pathways"
      title="Create Pathways"
      back={path(pathwaysPath(inquiryTypeId))}
      successMessage="New Pathway Created"
      transform={pathwayPayload(inquiryTypeId)}
      meta={{ inquiryTypeId }}
    >
      <PathwayInputs />
    </CreatePage>
  );
};

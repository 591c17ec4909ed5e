import { useParams } from 'react-router-dom';
import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { PathwayInputs, pathwayPayload } from './pathwayForm';
import { pathwaysPath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const PathwayCreate = () => {
  const { inquiryTypeId = '' } = useParams();
  const path = useAppPath();
  return (
    <CreatePage
      resource="pathways"
      title={tr('portal.ui.createPathways')}
      back={path(pathwaysPath(inquiryTypeId))}
      successMessage={tr('portal.ui.newPathwayCreated')}
      transform={pathwayPayload(inquiryTypeId)}
      meta={{ inquiryTypeId }}
    >
      <PathwayInputs />
    </CreatePage>
  );
};

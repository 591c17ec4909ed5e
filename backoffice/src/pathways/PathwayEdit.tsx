import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { PathwayInputs, pathwayPayload } from './pathwayForm';
import { pathwaysPath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const PathwayEdit = () => {
  const { inquiryTypeId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage
        id={id}
        resource="pathways"
        title={tr('portal.ui.editPathways')}
        back={path(pathwaysPath(inquiryTypeId))}
        successMessage={tr('portal.ui.pathwayUpdated')}
        transform={pathwayPayload(inquiryTypeId)}
        meta={{ inquiryTypeId }}
      >
        <PathwayInputs />
      </EditPage>
      <TranslationsPanel kind="Pathway" id={id} />
    </>
  );
};

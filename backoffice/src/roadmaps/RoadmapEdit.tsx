import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { RoadmapInputs, roadmapPayload } from './roadmapForm';
import { ROADMAPS } from './paths';
import { tr } from '../i18n/i18nProvider';

export const RoadmapEdit = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage
        id={id}
        resource="roadmaps"
        title={tr('portal.ui.editRoadmap')}
        back={path(ROADMAPS)}
        successMessage={tr('portal.ui.editedNewRoadmap')}
        transform={roadmapPayload}
      >
        <RoadmapInputs />
      </EditPage>
      <TranslationsPanel kind="Roadmap" id={id} />
    </>
  );
};

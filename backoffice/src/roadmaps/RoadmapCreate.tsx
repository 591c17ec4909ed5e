import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { RoadmapInputs, roadmapPayload } from './roadmapForm';
import { ROADMAPS } from './paths';
import { tr } from '../i18n/i18nProvider';

export const RoadmapCreate = () => {
  const path = useAppPath();
  return (
    <CreatePage
      resource="roadmaps"
      title={tr('portal.ui.addRoadmap')}
      back={path(ROADMAPS)}
      successMessage={tr('portal.ui.createdNewRoadmap')}
      transform={roadmapPayload}
    >
      <RoadmapInputs />
    </CreatePage>
  );
};

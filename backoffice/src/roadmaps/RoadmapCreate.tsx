import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { RoadmapInputs, roadmapPayload } from './roadmapForm';
import { ROADMAPS } from './paths';

export const RoadmapCreate = () => {
  const path = useAppPath();
  return (
    <CreatePage resource="roadmaps" title="Add Roadmap" back={path(ROADMAPS)} successMessage="Created New Roadmap" transform={roadmapPayload}>
      <RoadmapInputs />
    </CreatePage>
  );
};

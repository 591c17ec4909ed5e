import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { RoadmapInputs, roadmapPayload } from './roadmapForm';
import { ROADMAPS } from './paths';

export const RoadmapEdit = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage id={id} resource="roadmaps" title="Edit Roadmap" back={path(ROADMAPS)} successMessage="Edited New Roadmap" transform={roadmapPayload}>
        <RoadmapInputs />
      </EditPage>
      <TranslationsPanel kind="Roadmap" id={id} />
    </>
  );
};

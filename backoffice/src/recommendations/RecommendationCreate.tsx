import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { RecommendationInputs, recommendationPayload } from './recommendationForm';
import { RECOMMENDATIONS } from './paths';

export const RecommendationCreate = () => {
  const path = useAppPath();
  return (
    <CreatePage
      resource="recommendations"
      title="Add Recommendation"
      back={path(RECOMMENDATIONS)}
      successMessage="New Recommendation Created"
      transform={recommendationPayload}
    >
      <RecommendationInputs />
    </CreatePage>
  );
};

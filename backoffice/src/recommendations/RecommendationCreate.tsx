import { CreatePage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { RecommendationInputs, recommendationPayload } from './recommendationForm';
import { RECOMMENDATIONS } from './paths';
import { tr } from '../i18n/i18nProvider';

export const RecommendationCreate = () => {
  const path = useAppPath();
  return (
    <CreatePage
      resource="recommendations"
      title={tr('portal.ui.addRecommendation')}
      back={path(RECOMMENDATIONS)}
      successMessage={tr('portal.ui.newRecommendationCreated')}
      transform={recommendationPayload}
    >
      <RecommendationInputs />
    </CreatePage>
  );
};

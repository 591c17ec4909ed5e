import { useParams } from 'react-router-dom';
import { EditPage } from '../common/FormPages';
import { useAppPath } from '../common/useAppPath';
import { TranslationsPanel } from '../translations/TranslationsPanel';
import { RecommendationInputs, recommendationPayload } from './recommendationForm';
import { RECOMMENDATIONS } from './paths';
import { tr } from '../i18n/i18nProvider';

export const RecommendationEdit = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage
        id={id}
        resource="recommendations"
        title={tr('portal.ui.editRecommendation')}
        back={path(RECOMMENDATIONS)}
        // Spelled so in the spec's catalogue.
        successMessage={tr('portal.ui.recommendatedEdited')}
        transform={recommendationPayload}
      >
        <RecommendationInputs />
      </EditPage>
      <TranslationsPanel kind="Recommendation" id={id} />
    </>
  );
};

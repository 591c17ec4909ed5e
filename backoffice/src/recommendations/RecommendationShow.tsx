import { useParams } from 'react-router-dom';
import { TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { RECOMMENDATIONS } from './paths';
import { tr } from '../i18n/i18nProvider';

export const RecommendationShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage
      resource="recommendations"
      id={id}
      title={tr('portal.ui.viewRecommendation')}
      back={path(RECOMMENDATIONS)}
    >
      <TextField source="InquiryTypeName" label="resources.recommendations.fields.InquiryTypeName" />
      <TextField source="RecommendationDetail" label="resources.recommendations.fields.RecommendationDetail" />
    </ShowPage>
  );
};

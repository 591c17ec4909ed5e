import { useParams } from 'react-router-dom';
import { TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { RECOMMENDATIONS } from './paths';

export const RecommendationShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="recommendations" id={id} title="View Recommendation" back={path(RECOMMENDATIONS)}>
      <TextField source="InquiryTypeName" label="Inquiry Type" />
      <TextField source="RecommendationDetail" label="Recommendation" />
    </ShowPage>
  );
};

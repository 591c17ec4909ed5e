import { TextInput } from 'react-admin';
import { isRequired } from '../common/forms';
import { InquiryTypeInput } from '../common/InquiryTypeInput';
import { LONG_LIMIT, maxLong } from '../common/longText';

/** InquiryTypeId and RecommendationDetail required. */
export const RecommendationInputs = () => (
  <>
    <InquiryTypeInput />
    <TextInput source="RecommendationDetail" label="Recommendation" multiline minRows={4} validate={[isRequired, maxLong]} slotProps={LONG_LIMIT} fullWidth />
  </>
);

export const recommendationPayload = (data: Record<string, unknown>) => ({
  InquiryTypeId: Number(data.InquiryTypeId),
  RecommendationDetail: String(data.RecommendationDetail ?? '').trim(),
});

import { TextInput } from 'react-admin';
import { isRequired } from '../common/forms';
import { InquiryTypeInput } from '../common/InquiryTypeInput';
import { LONG_LIMIT, maxLong } from '../common/longText';
import type { CreateRecommendationDto } from '@portal/contracts';

/** InquiryTypeId and RecommendationDetail required. */
export const RecommendationInputs = () => (
  <>
    <InquiryTypeInput />
    <TextInput
      source="RecommendationDetail"
      label="portal.ui.recommendation"
      multiline
      minRows={4}
      validate={[isRequired, maxLong]}
      slotProps={LONG_LIMIT}
      fullWidth
    />
  </>
);

export const recommendationPayload = (data: Record<string, unknown>): CreateRecommendationDto => ({
  InquiryTypeId: Number(data.InquiryTypeId),
  RecommendationDetail: String(data.RecommendationDetail ?? '').trim(),
});

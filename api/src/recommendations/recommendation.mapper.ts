import { RecommendationDto } from './dto/recommendation-response.dto';
import { Recommendation } from './recommendation.entity';

export type RecommendationResponse = RecommendationDto;

/** The recommendation must be loaded with its inquiry type. */
export const toRecommendationResponse = (r: Recommendation): RecommendationResponse => ({
  RecommendationId: r.id,
  RecommendationDetail: r.detail,
  InquiryTypeId: r.inquiryTypeId,
  InquiryTypeName: r.inquiryType?.name ?? '',
});

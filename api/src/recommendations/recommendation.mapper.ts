import { Recommendation } from './recommendation.entity';

/** A recommendation as platform-administration.md §3 names its fields. */
export interface RecommendationResponse {
  RecommendationId: number;
  RecommendationDetail: string;
  InquiryTypeId: number;
  InquiryTypeName: string;
}

/** The recommendation must be loaded with its inquiry type. */
export const toRecommendationResponse = (r: Recommendation): RecommendationResponse => ({
  RecommendationId: r.id,
  RecommendationDetail: r.detail,
  InquiryTypeId: r.inquiryTypeId,
  InquiryTypeName: r.inquiryType?.name ?? '',
});

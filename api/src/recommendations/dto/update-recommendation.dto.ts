import { CreateRecommendationDto } from './create-recommendation.dto';

/** PUT /api/Recommendations/{id}: the same required fields as a new recommendation. */
export class UpdateRecommendationDto extends CreateRecommendationDto {}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { LibraryContentService } from '../library-content/library-content.service';
import { CreateRecommendationDto } from './dto/create-recommendation.dto';
import { Recommendation } from './recommendation.entity';
import { RecommendationResponse, toRecommendationResponse } from './recommendation.mapper';

/** The recommendations library of the super admin. */
@Injectable()
export class RecommendationsService extends LibraryContentService<
  Recommendation,
  CreateRecommendationDto,
  RecommendationResponse
> {
  constructor(@InjectDataSource() dataSource: DataSource, inquiryTypes: InquiryTypesService, audit: AuditService) {
    super(dataSource, Recommendation, inquiryTypes, audit, { name: 'Recommendation', action: 'recommendation' });
  }

  protected toResponse(recommendation: Recommendation): RecommendationResponse {
    return toRecommendationResponse(recommendation);
  }

  protected content(dto: CreateRecommendationDto) {
    return { detail: dto.RecommendationDetail };
  }

  protected deletedDetail(recommendation: Recommendation): string {
    return recommendation.detail.slice(0, 500);
  }
}

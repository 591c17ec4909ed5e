import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { RecommendationTranslationSource } from './recommendation-translation-source';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { Recommendation } from './recommendation.entity';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsService } from './recommendations.service';
import { AuditModule } from '../audit/audit.module';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Recommendation]), TranslationsModule, InquiryTypesModule],
  controllers: [RecommendationsController],
  providers: [RecommendationsService, RecommendationTranslationSource],
  exports: [RecommendationsService],
})
export class RecommendationsModule {}

import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { RoadmapTranslationSource } from './roadmap-translation-source';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { Roadmap } from './roadmap.entity';
import { RoadmapsController } from './roadmaps.controller';
import { RoadmapsService } from './roadmaps.service';
import { AuditModule } from '../audit/audit.module';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Roadmap]), TranslationsModule, InquiryTypesModule],
  controllers: [RoadmapsController],
  providers: [RoadmapsService, RoadmapTranslationSource],
  exports: [RoadmapsService],
})
export class RoadmapsModule {}

import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { PathwayTranslationSource } from './pathway-translation-source';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswersModule } from '../answers/answers.module';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { Pathway } from './pathway.entity';
import { PathwaysController } from './pathways.controller';
import { PathwaysService } from './pathways.service';
import { AuditModule } from '../audit/audit.module';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Pathway]), TranslationsModule, InquiryTypesModule, AnswersModule],
  controllers: [PathwaysController],
  providers: [PathwaysService, PathwayTranslationSource],
  exports: [PathwaysService],
})
export class PathwaysModule {}

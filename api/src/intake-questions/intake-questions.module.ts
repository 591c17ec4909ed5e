import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { IntakeQuestionTranslationSource } from './intake-question-translation-source';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { IntakeQuestion } from './intake-question.entity';
import { IntakeQuestionsController } from './intake-questions.controller';
import { IntakeQuestionsService } from './intake-questions.service';
import { AuditModule } from '../audit/audit.module';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([IntakeQuestion]), TranslationsModule, InquiryTypesModule],
  controllers: [IntakeQuestionsController],
  providers: [IntakeQuestionsService, IntakeQuestionTranslationSource],
  exports: [IntakeQuestionsService],
})
export class IntakeQuestionsModule {}

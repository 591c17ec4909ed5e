import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { DiagnosticQuestionTranslationSource } from './diagnostic-question-translation-source';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswersModule } from '../answers/answers.module';
import { PathwaysModule } from '../pathways/pathways.module';
import { DiagnosticQuestion } from './diagnostic-question.entity';
import { DiagnosticQuestionsController } from './diagnostic-questions.controller';
import { DiagnosticQuestionsService } from './diagnostic-questions.service';
import { AuditModule } from '../audit/audit.module';

@Module({
  imports: [
    AuditModule,
    TypeOrmModule.forFeature([DiagnosticQuestion]),
    TranslationsModule,
    PathwaysModule,
    AnswersModule,
  ],
  controllers: [DiagnosticQuestionsController],
  providers: [DiagnosticQuestionsService, DiagnosticQuestionTranslationSource],
  exports: [DiagnosticQuestionsService],
})
export class DiagnosticQuestionsModule {}

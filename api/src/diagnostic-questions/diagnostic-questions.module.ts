import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PathwaysModule } from '../pathways/pathways.module';
import { SurveyAnswer } from '../surveys/survey-answer.entity';
import { DiagnosticQuestion } from './diagnostic-question.entity';
import { DiagnosticQuestionsController } from './diagnostic-questions.controller';
import { DiagnosticQuestionsService } from './diagnostic-questions.service';

@Module({
  imports: [TypeOrmModule.forFeature([DiagnosticQuestion, SurveyAnswer]), PathwaysModule],
  controllers: [DiagnosticQuestionsController],
  providers: [DiagnosticQuestionsService],
})
export class DiagnosticQuestionsModule {}

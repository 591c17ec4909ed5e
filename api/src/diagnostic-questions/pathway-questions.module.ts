import { Module } from '@nestjs/common';
import { PathwayQuestionsService } from './pathway-questions.service';

/** Kept apart from DiagnosticQuestionsModule, which imports PathwaysModule: pathways import this one without a cycle. */
@Module({
  providers: [PathwayQuestionsService],
  exports: [PathwayQuestionsService],
})
export class PathwayQuestionsModule {}

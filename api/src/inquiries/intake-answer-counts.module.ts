import { Module } from '@nestjs/common';
import { IntakeAnswerCountsService } from './intake-answer-counts.service';

/** Kept apart from InquiriesModule, which imports IntakeQuestionsModule: intake questions import this one without a cycle. */
@Module({
  providers: [IntakeAnswerCountsService],
  exports: [IntakeAnswerCountsService],
})
export class IntakeAnswerCountsModule {}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { QUESTION_AREAS } from '@portal/contracts';
import { MSG } from '../../common/validation/messages';
import type { CustomQuestionStatus } from '../custom-question.entity';

export const REVIEW_STATUSES: CustomQuestionStatus[] = ['Approved', 'Reject'];

/** PUT /CustomQuestion/ChangeStatusCustomQuestion/{id}: the review carries Area and Status. */
export class ChangeStatusDto {
  @ApiProperty({ enum: QUESTION_AREAS, description: 'May differ from Other only for a Rating question' })
  @IsIn(QUESTION_AREAS, { message: `Choose one of ${QUESTION_AREAS.join(', ')}` })
  @IsNotEmpty({ message: MSG.required })
  Area: string;

  @ApiProperty({ enum: REVIEW_STATUSES })
  @IsIn(REVIEW_STATUSES, { message: 'Choose Approved or Reject' })
  @IsNotEmpty({ message: MSG.required })
  Status: CustomQuestionStatus;

  @ApiPropertyOptional({
    maxLength: 1000,
    description: 'Why the question is rejected (Reject only): mailed to its author and shown on the question',
  })
  @IsOptional()
  @IsString({ message: MSG.required })
  @MaxLength(1000, { message: 'Please enter at most 1000 characters' })
  Reason?: string;
}

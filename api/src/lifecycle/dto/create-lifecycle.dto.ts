import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { ToInt } from '../../common/validation/field-rules';
import { IntakeAnswerItemDto } from '../../inquiries/dto/add-intake-answers.dto';
import * as content from '../../programmes/dto/survey-content.rules';
import { TRIGGERS, type Trigger } from '../lifecycle-survey.entity';

export const MAX_DAYS_AFTER = 365;

/** POST /api/Lifecycle: an onboarding or exit survey sent to each person of the directory once. */
export class CreateLifecycleDto {
  @ApiProperty({
    example: 'Onboarding after 30 days',
    maxLength: content.NAME_MAX,
    description: "Each period's inquiry description",
  })
  @content.NameRules()
  Name: string;

  @ApiProperty({
    enum: TRIGGERS,
    enumName: 'LifecycleTrigger',
    description: "Onboarding: DaysAfter after the person's StartDate; Exit: DaysAfter after their EndDate",
  })
  @IsIn(TRIGGERS, { message: `Must be one of ${TRIGGERS.join(', ')}` })
  Trigger: Trigger;

  @ApiProperty({ example: 1 })
  @content.InquiryTypeIdRules()
  InquiryTypeId: number;

  @ApiPropertyOptional({
    type: [Number],
    description: 'Some of the type’s diagnostic questions to ask; absent or null for all',
  })
  @content.QuestionIdsRules()
  QuestionIds?: number[] | null;

  @ApiProperty({ example: 30, minimum: 0, maximum: MAX_DAYS_AFTER, description: "Days after the person's date" })
  @ToInt()
  @Max(MAX_DAYS_AFTER, { message: `Must be from 0 to ${MAX_DAYS_AFTER} days` })
  @Min(0, { message: `Must be from 0 to ${MAX_DAYS_AFTER} days` })
  @IsInt({ message: `Must be from 0 to ${MAX_DAYS_AFTER} days` })
  DaysAfter: number;

  @ApiProperty({
    example: 14,
    minimum: 1,
    maximum: content.MAX_DAYS_OPEN,
    description: "How long each person's form stays open",
  })
  @content.DaysOpenRules()
  DaysOpen: number;

  @ApiPropertyOptional({
    type: [IntakeAnswerItemDto],
    description: "The intake answers every period's inquiry is given (every intake question of the type)",
  })
  @content.IntakeAnswersRules()
  IntakeAnswers?: IntakeAnswerItemDto[];
}

/** PUT /api/Lifecycle/{id}: the whole survey again. */
export class UpdateLifecycleDto extends CreateLifecycleDto {}

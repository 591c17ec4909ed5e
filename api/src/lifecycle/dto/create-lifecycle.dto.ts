import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ToInt, tooLong, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';
import { IntakeAnswerItemDto } from '../../inquiries/dto/add-intake-answers.dto';
import { TRIGGERS, type Trigger } from '../lifecycle-survey.entity';

export const NAME_MAX = 150;
export const MAX_DAYS_AFTER = 365;
export const MAX_DAYS_OPEN = 90;
export const MAX_QUESTIONS = 200;

/** POST /api/Lifecycle: an onboarding or exit survey sent to each person of the directory once. */
export class CreateLifecycleDto {
  @ApiProperty({
    example: 'Onboarding after 30 days',
    maxLength: NAME_MAX,
    description: "Each period's inquiry description",
  })
  @MaxLength(NAME_MAX, { message: tooLong(NAME_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Name: string;

  @ApiProperty({
    enum: TRIGGERS,
    enumName: 'LifecycleTrigger',
    description: "Onboarding: DaysAfter after the person's StartDate; Exit: DaysAfter after their EndDate",
  })
  @IsIn(TRIGGERS, { message: `Must be one of ${TRIGGERS.join(', ')}` })
  Trigger: Trigger;

  @ApiProperty({ example: 1 })
  @ToInt()
  @IsInt({ message: MSG.required })
  InquiryTypeId: number;

  @ApiPropertyOptional({
    type: [Number],
    description: 'Some of the type’s diagnostic questions to ask; absent or null for all',
  })
  @IsOptional()
  @IsInt({ each: true, message: 'Each question must be a question id' })
  @ArrayMaxSize(MAX_QUESTIONS, { message: `At most ${MAX_QUESTIONS} questions` })
  @ArrayNotEmpty({ message: 'Choose at least one question, or leave QuestionIds out for all' })
  @IsArray({ message: 'Must be a list of question ids' })
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
    maximum: MAX_DAYS_OPEN,
    description: "How long each person's form stays open",
  })
  @ToInt()
  @Max(MAX_DAYS_OPEN, { message: `Must be from 1 to ${MAX_DAYS_OPEN} days` })
  @Min(1, { message: `Must be from 1 to ${MAX_DAYS_OPEN} days` })
  @IsInt({ message: `Must be from 1 to ${MAX_DAYS_OPEN} days` })
  DaysOpen: number;

  @ApiPropertyOptional({
    type: [IntakeAnswerItemDto],
    description: "The intake answers every period's inquiry is given (every intake question of the type)",
  })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => IntakeAnswerItemDto)
  @IsArray({ message: MSG.required })
  IntakeAnswers?: IntakeAnswerItemDto[];
}

/** PUT /api/Lifecycle/{id}: the whole survey again. */
export class UpdateLifecycleDto extends CreateLifecycleDto {}

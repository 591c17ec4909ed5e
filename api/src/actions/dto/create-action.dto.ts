import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { LONG_TEXT_MAX, TEXT_MAX, tooLong, ToInt, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';
import { ACTION_ORIGINS, ACTION_STATUSES, type ActionOrigin, type ActionStatus } from '../action-status';
import { DueDateRules } from './action-fields';

/** Questions and areas one action may target. */
export const MAX_TARGETS = 50;

/** POST /api/Inquiry/{inquiryId}/Actions. */
export class CreateActionDto {
  @ApiProperty({ maxLength: TEXT_MAX, example: 'Monthly open Q&A with the leadership team' })
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Title: string;

  @ApiPropertyOptional({ maxLength: LONG_TEXT_MAX, default: '' })
  @IsOptional()
  @MaxLength(LONG_TEXT_MAX, { message: tooLong(LONG_TEXT_MAX) })
  @IsString({ message: 'Must be text' })
  @Trim()
  Description?: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'A user of the organisation (customer admin or user); null: nobody yet',
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: 'Choose a user of your organisation' })
  @ToInt()
  OwnerUserId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-03-31', description: 'A calendar day' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @DueDateRules()
  DueDate?: string | null;

  @ApiPropertyOptional({ enum: ACTION_STATUSES, enumName: 'ActionStatus', default: 'NotStarted' })
  @IsOptional()
  @IsIn(ACTION_STATUSES, { message: `Must be one of ${ACTION_STATUSES.join(', ')}` })
  Status?: ActionStatus;

  @ApiPropertyOptional({ enum: ACTION_ORIGINS, enumName: 'ActionOrigin', default: 'Blank' })
  @IsOptional()
  @IsIn(ACTION_ORIGINS, { message: `Must be one of ${ACTION_ORIGINS.join(', ')}` })
  Origin?: ActionOrigin;

  @ApiPropertyOptional({
    type: [Number],
    description: "Library rating questions of the inquiry's type (the ids of GET /api/Insights/Trend's Questions)",
  })
  @IsOptional()
  @ArrayMaxSize(MAX_TARGETS, { message: `At most ${MAX_TARGETS} questions` })
  @IsInt({ each: true, message: 'Each question must be a question id' })
  @Type(() => Number)
  @IsArray({ message: 'Must be a list of question ids' })
  TargetQuestionIds?: number[];

  @ApiPropertyOptional({ enum: RESULT_AREAS, enumName: 'ResultArea', isArray: true })
  @IsOptional()
  @ArrayMaxSize(RESULT_AREAS.length, { message: 'Name each area once' })
  @IsIn(RESULT_AREAS, { each: true, message: `Each area must be one of ${RESULT_AREAS.join(', ')}` })
  @IsArray({ message: 'Must be a list of areas' })
  TargetAreas?: ResultArea[];
}

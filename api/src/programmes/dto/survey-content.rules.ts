import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
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

/**
 * The field rules a programme and a lifecycle survey share (each DTO keeps its own OpenAPI description). Listed as
 * they would stand above the field: the lowest is applied first, as with decorators written out.
 */
export const NAME_MAX = 150;
export const MAX_DAYS_OPEN = 90;
export const MAX_QUESTIONS = 200;

const asWritten = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

export const NameRules = () =>
  asWritten(
    MaxLength(NAME_MAX, { message: tooLong(NAME_MAX) }),
    IsNotEmpty({ message: MSG.required }),
    IsString({ message: MSG.required }),
    Trim(),
  );

export const InquiryTypeIdRules = () => asWritten(ToInt(), IsInt({ message: MSG.required }));

/** Absent or null: every question of the type. */
export const QuestionIdsRules = () =>
  asWritten(
    IsOptional(),
    IsInt({ each: true, message: 'Each question must be a question id' }),
    ArrayMaxSize(MAX_QUESTIONS, { message: `At most ${MAX_QUESTIONS} questions` }),
    ArrayNotEmpty({ message: 'Choose at least one question, or leave QuestionIds out for all' }),
    IsArray({ message: 'Must be a list of question ids' }),
  );

export const DaysOpenRules = () =>
  asWritten(
    ToInt(),
    Max(MAX_DAYS_OPEN, { message: `Must be from 1 to ${MAX_DAYS_OPEN} days` }),
    Min(1, { message: `Must be from 1 to ${MAX_DAYS_OPEN} days` }),
    IsInt({ message: `Must be from 1 to ${MAX_DAYS_OPEN} days` }),
  );

export const IntakeAnswersRules = () =>
  asWritten(
    IsOptional(),
    ValidateNested({ each: true }),
    Type(() => IntakeAnswerItemDto),
    IsArray({ message: MSG.required }),
  );

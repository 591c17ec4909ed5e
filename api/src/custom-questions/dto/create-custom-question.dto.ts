import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { CUSTOM_TYPES, DEFAULT_VALIDATION_REGEX, QUESTION_AREAS, VALIDATION_REGEX_CHOICES } from '@portal/contracts';
import { QuestionInput } from '../../questions/question-rules';

/**
 * A custom question as a customer admin sends it. The fields are only admitted here (@Allow):
 * the shared rules of questions/question-rules.ts check them together.
 */
export class CreateCustomQuestionDto implements QuestionInput {
  @ApiProperty({ type: String, maxLength: 200 }) @Allow() Title?: unknown;
  @ApiProperty({ enum: CUSTOM_TYPES, description: 'An area other than Other forces Rating' }) @Allow() Type?: unknown;
  @ApiProperty({ type: String }) @Allow() Description?: unknown;
  @ApiProperty({ enum: QUESTION_AREAS }) @Allow() Area?: unknown;
  @ApiPropertyOptional({ type: Number, description: 'Textbox only; default 200 (0 = unset), at most 2000' })
  @Allow()
  MaxLength?: unknown;
  @ApiPropertyOptional({
    enum: VALIDATION_REGEX_CHOICES,
    description: `Textbox only; ${DEFAULT_VALIDATION_REGEX} when not sent`,
  })
  @Allow()
  ValidationRegex?: unknown;
  @ApiPropertyOptional({
    type: [String],
    description: 'Ignored: a custom Rating question is asked on the 1-5 scale with DK, whatever options are sent',
  })
  @Allow()
  RadioButtonOptions?: unknown;
  @ApiPropertyOptional({ type: [String], description: 'Checkbox only: 1-6 distinct non-blank options' })
  @Allow()
  CheckBoxOptions?: unknown;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { CUSTOM_TYPES, QUESTION_AREAS, VALIDATION_REGEX_CHOICES } from '@portal/contracts';
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
  @ApiPropertyOptional({ type: Number, description: 'Textbox only; default 200 (0 = unset)' })
  @Allow()
  MaxLength?: unknown;
  @ApiPropertyOptional({ enum: VALIDATION_REGEX_CHOICES, description: 'Textbox only, required there' })
  @Allow()
  ValidationRegex?: unknown;
  @ApiPropertyOptional({ type: [String], description: 'Rating only: 1-6 distinct digit options' })
  @Allow()
  RadioButtonOptions?: unknown;
  @ApiPropertyOptional({ type: [String], description: 'Checkbox only: 1-6 distinct non-blank options' })
  @Allow()
  CheckBoxOptions?: unknown;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { INTAKE_TYPES } from '@portal/contracts';
import { QuestionInput } from '../../questions/question-rules';

/** An intake question as sent; checked together by checkIntakeQuestion (questions/question-rules.ts). */
export class CreateIntakeQuestionDto implements QuestionInput {
  @ApiProperty({ type: String, maxLength: 200 }) @Allow() Title?: unknown;
  @ApiProperty({ enum: INTAKE_TYPES }) @Allow() Type?: unknown;
  @ApiProperty({ type: String }) @Allow() Description?: unknown;
  @ApiPropertyOptional({
    type: Number,
    description: 'Textbox only: a number, default 200 (0 = unset); dropped for Checkbox',
  })
  @Allow()
  MaxLength?: unknown;
}

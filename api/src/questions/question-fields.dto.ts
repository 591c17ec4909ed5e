import { ApiProperty } from '@nestjs/swagger';
import { QUESTION_AREAS, QUESTION_TYPES, VALIDATION_REGEX_CHOICES } from '@portal/contracts';

/** The fields of a diagnostic or custom question on the wire. */
export abstract class QuestionFieldsDto {
  @ApiProperty() Title: string;
  @ApiProperty({ enum: QUESTION_TYPES, enumName: 'QuestionType' }) Type: string;
  @ApiProperty() Description: string;
  @ApiProperty({ enum: QUESTION_AREAS, enumName: 'QuestionArea' }) Area: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Textbox only; null otherwise' }) MaxLength: number | null;
  @ApiProperty({
    enum: VALIDATION_REGEX_CHOICES,
    enumName: 'ValidationRegexChoice',
    nullable: true,
    description: 'Textbox only; null otherwise',
  })
  ValidationRegex: string | null;
  @ApiProperty({ type: [String], description: 'Rating only; empty otherwise' }) RadioButtonOptions: string[];
  @ApiProperty({ type: [String], description: 'Checkbox only; empty otherwise' }) CheckBoxOptions: string[];
}

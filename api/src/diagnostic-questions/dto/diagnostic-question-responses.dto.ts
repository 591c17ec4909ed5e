import { ApiProperty } from '@nestjs/swagger';
import { QUESTION_AREAS, QUESTION_TYPES } from '@portal/contracts';
import { QuestionFieldsDto } from '../../questions/question-fields.dto';

/** A row of a pathway's questions. */
export class DiagnosticQuestionListItemDto {
  @ApiProperty() Id: number;
  @ApiProperty() Title: string;
  @ApiProperty({ enum: QUESTION_TYPES, enumName: 'QuestionType' }) Type: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Textbox only; null otherwise' }) MaxLength: number | null;
  @ApiProperty({ enum: QUESTION_AREAS, enumName: 'QuestionArea' }) Area: string;
}

/** One diagnostic question with every field. */
export class DiagnosticQuestionDto extends QuestionFieldsDto {
  @ApiProperty() Id: number;
  @ApiProperty() PathwayId: number;
  @ApiProperty({ type: Number, nullable: true }) InquiryTypeId: number | null;
}

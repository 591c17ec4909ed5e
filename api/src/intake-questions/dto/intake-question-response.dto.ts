import { ApiProperty } from '@nestjs/swagger';
import { INTAKE_TYPES } from '@portal/contracts';

export class IntakeQuestionDto {
  @ApiProperty() Id: number;
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty() Title: string;
  @ApiProperty({ enum: INTAKE_TYPES, enumName: 'IntakeQuestionType' }) Type: string;
  @ApiProperty() Description: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Textbox only; null otherwise' }) MaxLength: number | null;
}

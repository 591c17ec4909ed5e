import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INTAKE_TYPES } from '@portal/contracts';
import { INQUIRY_STATUSES } from '../inquiry-read';

/** An inquiry with its derived counts, progress and status. */
export class InquiryDto {
  @ApiProperty() Id: number;
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty() InquiryTypeName: string;
  @ApiProperty() Description: string;
  @ApiProperty({ type: Number, nullable: true }) NoOfParticipants: number | null;
  @ApiProperty({ description: 'Respondents added' }) Participants: number;
  @ApiProperty({ description: 'Respondents whose form is completed' }) CompletedForms: number;
  @ApiProperty({ description: 'Help documents' }) Documents: number;
  @ApiProperty({ description: 'Uploaded advance insights' }) AdvanceInsights: number;
  @ApiProperty({
    description: '10 created, 20 intake answered, 30 + 60 × completed ÷ respondents, 100 results published',
  })
  Progress: number;
  @ApiProperty() IsActive: boolean;
  @ApiProperty() RespondentsAdded: boolean;
  @ApiProperty({ enum: INQUIRY_STATUSES, enumName: 'InquiryStatus' }) Status: string;
  @ApiProperty() IsExpired: boolean;
  @ApiProperty({ description: "Creator's first and last name" }) CreatedBy: string;
  @ApiProperty({ type: String, format: 'date-time' }) CreatedDate: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ExpiryDate: Date | null;
  @ApiPropertyOptional({ description: 'Super admin only' }) CustomerId?: number;
  @ApiPropertyOptional({ description: 'Super admin only' }) CustomerName?: string;
}

export class IntakeAnswerDto {
  @ApiProperty() Id: number;
  @ApiProperty({ description: 'The intake question' }) IntakeId: number;
  @ApiProperty() Question: string;
  @ApiProperty({ enum: INTAKE_TYPES, enumName: 'IntakeQuestionType' }) QuestionType: string;
  @ApiProperty({ description: 'Checkbox: yes or no' }) Answer: string;
}

export class IntakeAnswersResultDto {
  @ApiProperty() Id: number;
  @ApiProperty() InquiryId: number;
  @ApiProperty({ type: [IntakeAnswerDto] }) IntakeAnswers: IntakeAnswerDto[];
}

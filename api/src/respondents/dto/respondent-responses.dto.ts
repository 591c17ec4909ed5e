import { ApiProperty } from '@nestjs/swagger';
import { FORM_STATES } from '@portal/contracts';

/** A respondent of an inquiry with the state of their form. */
export class RespondentDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The respondent's user id; null while the invitation is pending",
  })
  Id: number | null;
  @ApiProperty() RespondentId: number;
  @ApiProperty() FirstName: string;
  @ApiProperty() LastName: string;
  @ApiProperty() Email: string;
  @ApiProperty({ enum: FORM_STATES, enumName: 'FormState' }) status: string;
}

/** One of the caller's own survey forms. */
export class StaffFormDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty() InquiryTypeName: string;
  @ApiProperty() Description: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ExpiryDate: Date | null;
  @ApiProperty() IsExpired: boolean;
  @ApiProperty({ enum: FORM_STATES, enumName: 'FormState' }) Status: string;
  @ApiProperty() CustomerUserId: number;
}

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
  @ApiProperty({ type: String, format: 'date-time', description: 'When the person was added to the inquiry (invited)' })
  InvitedAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last reminder; null if none' })
  LastRemindedAt: Date | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'While a reminder is not allowed yet (invited or reminded in the last 24 hours), the time from which it is; null when one may be sent now or the form is completed',
  })
  NextReminderAt: Date | null;
  @ApiProperty({
    description:
      'Came through an open link: no account or name, one form per browser, its groups self-declared (docs/features/open-links.md)',
  })
  Unverified: boolean;
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

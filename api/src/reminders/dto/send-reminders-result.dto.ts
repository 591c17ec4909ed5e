import { ApiProperty } from '@nestjs/swagger';

export class SendRemindersResultDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'Reminders queued now' }) Sent: number;
  @ApiProperty({
    description:
      'Open forms not reminded: SkippedRemindedRecently + SkippedInvitedRecently (a reminder goes at most once a day, and not in the first 24 hours after the invitation)',
  })
  Skipped: number;
  @ApiProperty({ description: 'Of Skipped: already reminded in the last 24 hours' }) SkippedRemindedRecently: number;
  @ApiProperty({ description: 'Of Skipped: invited in the last 24 hours' }) SkippedInvitedRecently: number;
  @ApiProperty({ description: 'Completed forms (never reminded)' }) Completed: number;
  @ApiProperty() Message: string;
}

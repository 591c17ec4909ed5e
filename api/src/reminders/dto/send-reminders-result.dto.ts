import { ApiProperty } from '@nestjs/swagger';

export class SendRemindersResultDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'Reminders queued now' }) Sent: number;
  @ApiProperty({ description: 'Open forms not reminded: already reminded in the last 24 hours' }) Skipped: number;
  @ApiProperty({ description: 'Completed forms (never reminded)' }) Completed: number;
  @ApiProperty() Message: string;
}

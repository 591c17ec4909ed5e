import { ApiProperty } from '@nestjs/swagger';

/** What a per-respondent action (remind, resend the invitation, remove) did. */
export class RespondentActionResultDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty() RespondentId: number;
  @ApiProperty() Message: string;
}

import { ApiProperty } from '@nestjs/swagger';

/** A document a respondent attached to their form. */
export class UserDocumentDto {
  @ApiProperty() Id: number;
  @ApiProperty() DocumentName: string;
  @ApiProperty({ type: String, format: 'date-time' }) UploadDate: Date;
  @ApiProperty({ description: 'Short-lived signed download link' }) path: string;
}

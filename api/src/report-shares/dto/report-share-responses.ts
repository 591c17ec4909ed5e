import { ApiProperty } from '@nestjs/swagger';
import { REPORT_SHARE_SCOPES, type ReportShareScope } from '../report-share.entity';

/** One open share: who has access to what. */
export class ReportShareDto {
  @ApiProperty() Id: number;
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'The viewer' }) Email: string;
  @ApiProperty({ enum: REPORT_SHARE_SCOPES }) Scope: ReportShareScope;
  @ApiProperty({ type: String, nullable: true }) ManagerEmail: string | null;
  @ApiProperty() CreatedAt: string;
}

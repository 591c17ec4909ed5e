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
  @ApiProperty({ type: String, nullable: true, description: 'Who shared it: their name, or their address without one' })
  SharedBy: string | null;
}

/** A share with the caller (GET /api/ReportShares/Mine): what they may read and where to find it. */
export class SharedWithMeDto {
  @ApiProperty() Id: number;
  @ApiProperty() InquiryId: number;
  @ApiProperty() InquiryTypeName: string;
  @ApiProperty() Description: string;
  @ApiProperty({ enum: REPORT_SHARE_SCOPES }) Scope: ReportShareScope;
  @ApiProperty({ type: String, nullable: true, description: 'For a Team share: whose subtree' })
  ManagerEmail: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The manager's name in the directory, when it holds one" })
  ManagerName: string | null;
  @ApiProperty({ description: 'Whether the results are published (the view has figures)' }) Published: boolean;
  @ApiProperty({ type: String, nullable: true }) SharedBy: string | null;
  @ApiProperty() CreatedAt: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { tooLong, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';
import { REPORT_SHARE_SCOPES, type ReportShareScope } from '../report-share.entity';

/** POST /api/Inquiry/{inquiryId}/ReportShares. */
export class CreateReportShareDto {
  @ApiProperty({
    maxLength: 254,
    example: 'maria.lopez@northwind.demo.test',
    description: 'The person who gets access: a user of the organisation',
  })
  @MaxLength(254, { message: tooLong(254) })
  @IsEmail({}, { message: MSG.email })
  @IsString({ message: MSG.required })
  @Trim()
  Email: string;

  @ApiProperty({
    enum: REPORT_SHARE_SCOPES,
    description: "Team: one manager's subtree (ManagerEmail); Organisation: the whole organisation's results",
  })
  @IsIn(REPORT_SHARE_SCOPES, { message: `Must be one of ${REPORT_SHARE_SCOPES.join(', ')}` })
  Scope: ReportShareScope;

  @ApiPropertyOptional({
    maxLength: 254,
    description:
      "For Team: the manager whose subtree is shared (someone with people under them in the inquiry's hierarchy)",
  })
  @ValidateIf((o: CreateReportShareDto) => o.Scope === 'Team' || o.ManagerEmail !== undefined)
  @MaxLength(254, { message: tooLong(254) })
  @IsEmail({}, { message: MSG.email })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  ManagerEmail?: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, Min } from 'class-validator';
import { MSG } from '../../common/validation/messages';

export class BenchmarkPoolQueryDto {
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @Min(1, { message: MSG.required })
  @IsInt({ message: MSG.required })
  inquiryTypeId: number;
}

export class SetExclusionDto {
  @ApiProperty({ description: 'true keeps the organisation out of every benchmark pool' })
  @IsBoolean({ message: 'Must be true or false' })
  Excluded: boolean;
}

export class BenchmarkPoolRow {
  @ApiProperty() CustomerId: number;
  @ApiProperty() CustomerName: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Its latest published inquiry of the type' }) InquiryId:
    number | null;
  @ApiProperty({ description: 'Completed forms of its snapshot (0: none)' }) Forms: number;
  @ApiProperty() ContributesToBenchmarks: boolean;
  @ApiProperty() Excluded: boolean;
  @ApiProperty({
    description: 'Qualifies for the next release: contributes, not excluded, active, snapshot ≥ MIN_RESPONDENTS',
  })
  Counts: boolean;
  @ApiProperty({ description: 'Member of the released pool' }) InRelease: boolean;
}

export class BenchmarkPoolDto {
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty() MinOrgs: number;
  @ApiProperty({ description: 'Organisations of the released pool (0: none)' }) ReleasedOrgCount: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) ReleasedAt: string | null;
  @ApiProperty({ description: 'Members that differ between the released pool and the qualifying organisations now' })
  PendingChanges: number;
  @ApiProperty({ type: [BenchmarkPoolRow] }) Rows: BenchmarkPoolRow[];
}

export class ExclusionDto {
  @ApiProperty() CustomerId: number;
  @ApiProperty() Excluded: boolean;
}

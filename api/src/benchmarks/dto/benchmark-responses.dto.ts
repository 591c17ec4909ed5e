import { ApiProperty } from '@nestjs/swagger';
import { RESULT_AREAS } from '@portal/contracts';

/** Wire shapes of GET /api/Insights/Benchmark/{inquiryId} (docs/features/rounds-and-benchmarks.md): mean performance against the pool's. */
export class BenchmarkItem {
  @ApiProperty({
    nullable: true,
    type: Number,
    description: "This organisation's mean performance (from its snapshot for a customer admin)",
  })
  Value: number | null;
  @ApiProperty({ description: 'Ratings behind Value' }) N: number;
  @ApiProperty({ type: [Number], nullable: true, description: '95% interval of Value' }) Ci95: number[] | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'Mean of the organisation means of the released pool; null when fewer than BENCHMARK_MIN_ORGS rated the item',
  })
  Benchmark: number | null;
  @ApiProperty({ type: [Number], nullable: true, description: '95% interval of the benchmark over organisation means' })
  BenchmarkCi95: number[] | null;
  @ApiProperty({ description: 'Organisations behind this item' }) OrgCount: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Percentile rank of Value among the organisation means (mid-rank), 0-100',
  })
  Percentile: number | null;
}

export class BenchmarkArea extends BenchmarkItem {
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
}

export class BenchmarkQuestion extends BenchmarkItem {
  @ApiProperty() Id: number;
  @ApiProperty() Title: string;
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
}

export class BenchmarkDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'Organisations in the released pool (or, before the first release, that qualify now)' })
  OrgCount: number;
  @ApiProperty({ description: 'BENCHMARK_MIN_ORGS' }) MinOrgs: number;
  @ApiProperty({ description: 'Figures are shown' }) Shown: boolean;
  @ApiProperty({ description: 'More organisations needed before the benchmark shows (0 when shown)' }) Needed: number;
  @ApiProperty({
    enum: ['shown', 'not-enough-organisations', 'renewing', 'no-figures'],
    description: 'Why the figures are (not) shown',
  })
  State: string;
  @ApiProperty({ nullable: true, type: String }) Message: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) ReleasedAt: string | null;
  @ApiProperty({ type: [BenchmarkArea] }) Areas: BenchmarkArea[];
  @ApiProperty({ type: [BenchmarkQuestion] }) Questions: BenchmarkQuestion[];
}

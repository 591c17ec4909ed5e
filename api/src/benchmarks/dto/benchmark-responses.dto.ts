import { ApiProperty } from '@nestjs/swagger';
import { RESULT_AREAS } from '@portal/contracts';
import { EnpsFigureDto } from '../../insights/dto/enps-responses.dto';

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

/** The organisation's eNPS beside the benchmark's: the pooled eNPS answers of the released members that have one. */
export class BenchmarkEnpsDto {
  @ApiProperty({
    type: EnpsFigureDto,
    description: "The inquiry's first eNPS question as the caller's eNPS read shows it (figures null when withheld)",
  })
  Own: EnpsFigureDto;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "eNPS of the pooled answers of the members' eNPS questions; null below BENCHMARK_MIN_ORGS such members",
  })
  Benchmark: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Lower end of its 95% interval' }) Low: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Upper end of its 95% interval' }) High: number | null;
  @ApiProperty({ description: 'Members of the released pool with an eNPS of at least MIN_RESPONDENTS answers' })
  OrgCount: number;
  @ApiProperty({ description: 'Answers pooled' }) Answers: number;
  @ApiProperty({ description: 'More such members needed before the benchmark eNPS shows (0 when shown)' })
  Needed: number;
  @ApiProperty({
    enum: ['shown', 'not-enough-organisations', 'no-own-figure'],
    description: 'Why figures are (not) shown',
  })
  State: string;
  @ApiProperty({ nullable: true, type: String }) Message: string | null;
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
  @ApiProperty({
    type: BenchmarkEnpsDto,
    nullable: true,
    description:
      'eNPS against the benchmark; null when the inquiry asks no eNPS question or the benchmark is not shown',
  })
  Enps: BenchmarkEnpsDto | null;
}

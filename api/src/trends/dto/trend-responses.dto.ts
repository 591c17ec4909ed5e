import { ApiProperty } from '@nestjs/swagger';
import { EnpsFigureDto } from '../../insights/dto/enps-responses.dto';
import { RESULT_AREAS } from '@portal/contracts';

/** Wire shapes of GET /api/Insights/Trend/{inquiryId} (docs/features/rounds-and-benchmarks.md). */
export class TrendCi95 {
  @ApiProperty({
    type: [Number],
    nullable: true,
    description: '[low, high] of the 95% interval of mean performance; null below 2 ratings',
  })
  Performance: number[] | null;
  @ApiProperty({ type: [Number], nullable: true }) Importance: number[] | null;
}

export class TrendPoint {
  @ApiProperty() InquiryId: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Mean performance (1-5, DK excluded); null when the round has no figures',
  })
  Performance: number | null;
  @ApiProperty({ nullable: true, type: Number }) Importance: number | null;
  @ApiProperty({ description: 'The larger of NPerformance and NImportance (0: no figures)' }) N: number;
  @ApiProperty({ description: 'Question: valid performance ratings; area: the most raters of one of its questions' })
  NPerformance: number;
  @ApiProperty() NImportance: number;
  @ApiProperty({ type: TrendCi95 }) Ci95: TrendCi95;
}

export class TrendChange {
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Later − earlier mean performance of the last two rounds with figures',
  })
  Performance: number | null;
  @ApiProperty({ nullable: true, type: Number }) Importance: number | null;
  @ApiProperty({ description: "Either change is significant: Welch's t-test, two-sided, 95% level" })
  Significant: boolean;
  @ApiProperty() PerformanceSignificant: boolean;
  @ApiProperty() ImportanceSignificant: boolean;
  @ApiProperty({ nullable: true, type: Number }) PerformanceP: number | null;
  @ApiProperty({ nullable: true, type: Number }) ImportanceP: number | null;
  @ApiProperty() FromInquiryId: number;
  @ApiProperty() ToInquiryId: number;
}

export class TrendRound {
  @ApiProperty() InquiryId: number;
  @ApiProperty() Description: string;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'Results published, else the expiry once past; null while open',
  })
  ClosedAt: string | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'Completed forms the figures cover; null when the round contributes no figures (below the anonymity floor, unpublished for a customer admin)',
  })
  N: number | null;
  @ApiProperty() HasFigures: boolean;
  @ApiProperty({
    type: EnpsFigureDto,
    nullable: true,
    description:
      "The round's eNPS (its first eNPS question) from the same totals as its other figures; null when the round asks none, has no figures, or for a ?segment= read (eNPS is shown for the whole inquiry only)",
  })
  Enps: EnpsFigureDto | null;
}

export class TrendArea {
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
  @ApiProperty({ type: [TrendPoint] }) Points: TrendPoint[];
  @ApiProperty({ type: TrendChange, nullable: true }) Change: TrendChange | null;
}

export class TrendQuestion {
  @ApiProperty({ description: 'The library (diagnostic) question id; custom questions are not part of a trend' })
  Id: number;
  @ApiProperty() Title: string;
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
  @ApiProperty({ type: [TrendPoint] }) Points: TrendPoint[];
  @ApiProperty({ type: TrendChange, nullable: true }) Change: TrendChange | null;
}

export class TrendDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'At least two rounds have figures' }) Enough: boolean;
  @ApiProperty({ description: 'Rounds with figures' }) RoundsWithFigures: number;
  @ApiProperty({ description: 'MIN_RESPONDENTS: completed forms a round needs for figures' }) MinRespondents: number;
  @ApiProperty({ nullable: true, type: String }) Message: string | null;
  @ApiProperty({ type: [TrendRound], description: 'The series up to this inquiry, oldest first (at most 12)' })
  Rounds: TrendRound[];
  @ApiProperty({ type: [TrendArea] }) Areas: TrendArea[];
  @ApiProperty({ type: [TrendQuestion] }) Questions: TrendQuestion[];
}

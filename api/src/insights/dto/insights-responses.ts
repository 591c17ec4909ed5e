import { ApiProperty } from '@nestjs/swagger';
import { RESULT_AREAS } from '@portal/contracts';
import { QUADRANTS } from '@portal/contracts';

/** Wire shapes of /api/Insights; documented for /api/docs. */
export class IpaPoint {
  @ApiProperty({ description: 'Mean performance (x axis), two decimals' }) Performance: number;
  @ApiProperty({ description: 'Mean importance (y axis), two decimals' }) Importance: number;
}

export class IpaSettings {
  @ApiProperty({
    enum: ['mean', 'midpoint'],
    description: 'IPA_CROSSHAIR: mean = grand means of the item means; midpoint = 3',
  })
  CrosshairConvention: 'mean' | 'midpoint';
  @ApiProperty({ example: 1 }) ScaleMin: number;
  @ApiProperty({ example: 5 }) ScaleMax: number;
  @ApiProperty({ example: 3, description: 'Scale midpoint, always drawn as a reference line' }) Midpoint: number;
  @ApiProperty({ example: 0.3, description: 'DK_FLAG_THRESHOLD: a DK share above it is flagged' })
  DkFlagThreshold: number;
}

export class IpaItem {
  @ApiProperty({ description: 'Unique key: d:{id} for a diagnostic question, c:{id} for a custom question' })
  Key: string;
  @ApiProperty() Id: number;
  @ApiProperty() IsCustomQuestion: boolean;
  @ApiProperty() Title: string;
  @ApiProperty() Description: string;
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Mean of the valid performance ratings (1-5, DK excluded); null when none',
  })
  MeanPerformance: number | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Mean of the valid importance ratings (1-5, DK excluded); null when none',
  })
  MeanImportance: number | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Mean of the paired differences importance − performance over respondents who rated both',
  })
  Gap: number | null;
  @ApiProperty({ description: 'Valid pairs (both rated)' }) N: number;
  @ApiProperty({ description: 'Valid performance ratings' }) NPerformance: number;
  @ApiProperty({ description: 'Valid importance ratings' }) NImportance: number;
  @ApiProperty({ description: 'Answers in completed forms' }) Answers: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Share (0-1, four decimals) of answers with DK in performance or importance',
  })
  DkShare: number | null;
  @ApiProperty({ nullable: true, type: Number }) DkPerformanceShare: number | null;
  @ApiProperty({ nullable: true, type: Number }) DkImportanceShare: number | null;
  @ApiProperty({ description: 'DkShare above DK_FLAG_THRESHOLD' }) DkFlagged: boolean;
  @ApiProperty({
    enum: QUADRANTS,
    enumName: 'Quadrant',
    nullable: true,
    description: 'Quadrant against the overall crosshair',
  })
  Quadrant: string | null;
  @ApiProperty({
    enum: QUADRANTS,
    enumName: 'Quadrant',
    nullable: true,
    description:
      'The same as Quadrant: one label per item in every view, against the inquiry-wide crosshair (docs/features/figures.md)',
  })
  AreaQuadrant: string | null;
  @ApiProperty({
    description:
      "Not enough answers: fewer than MIN_RESPONDENTS answers that are not Don't Know stand behind the figure for this group, or showing it would let " +
      'a combination of shown figures isolate fewer people (docs/confidentiality.md). For a customer admin the means, gap, quadrants, counts and DK shares are then null or 0; the super admin gets the figures, marked.',
  })
  Withheld: boolean;
}

export class IpaRankedItem {
  @ApiProperty({ description: '1 = largest gap' }) Rank: number;
  @ApiProperty() Key: string;
  @ApiProperty() Id: number;
  @ApiProperty() IsCustomQuestion: boolean;
  @ApiProperty() Title: string;
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
  @ApiProperty({ nullable: true, type: Number }) Gap: number | null;
  @ApiProperty({ nullable: true, type: Number }) MeanPerformance: number | null;
  @ApiProperty({ nullable: true, type: Number }) MeanImportance: number | null;
}

export class IpaGroup {
  @ApiProperty({
    type: IpaPoint,
    nullable: true,
    description:
      "The inquiry-wide crosshair in use (by IPA_CROSSHAIR), the same for an area; null when no item is plotted or when the inquiry's figures are withheld",
  })
  Crosshair: IpaPoint | null;
  @ApiProperty({
    type: IpaPoint,
    nullable: true,
    description:
      "Overall: the grand means of the item means (each item once). An area: the area's figure, the mean of its library questions' means (docs/features/figures.md)",
  })
  MeanCrosshair: IpaPoint | null;
  @ApiProperty({ type: IpaPoint, description: 'Scale midpoint 3/3, the reference line' }) Midpoint: IpaPoint;
  @ApiProperty() Items: number;
  @ApiProperty() Answers: number;
  @ApiProperty({ description: 'Answers with DK in performance or importance' }) DkAnswers: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'DkAnswers ÷ Answers, pooled over the items, four decimals',
  })
  DkShare: number | null;
  @ApiProperty() DkFlagged: boolean;
  @ApiProperty({ nullable: true, type: Number, description: 'Mean of the item gaps' }) MeanGap: number | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Mean of max(0, gap) over the items (basis of the suggested level of focus)',
  })
  MeanPositiveGap: number | null;
  @ApiProperty({ type: [IpaRankedItem], description: '"Concentrate here" items ranked by gap, largest first' })
  ConcentrateHere: IpaRankedItem[];
  @ApiProperty({
    description:
      'An item of the group is withheld: for a customer admin the crosshairs, DK share, gaps and ranking are null or empty (they would mix the withheld answers in)',
  })
  Withheld: boolean;
}

export class IpaAreaGroup extends IpaGroup {
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
}

export class AnonymityGateDto {
  @ApiProperty({
    description:
      'True when the computed figures are withheld from this caller (a customer admin before the first snapshot)',
  })
  Gated: boolean;
  @ApiProperty() MinRespondents: number;
  @ApiProperty({ description: 'Completed forms of the inquiry now (a count, not figures)' }) CompletedForms: number;
  @ApiProperty({
    description:
      'Completed forms still needed before figures can appear (0 when not gated, or when only the close is awaited)',
  })
  Needed: number;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Why the figures are withheld, or (customer admin) that they are a snapshot',
  })
  Message: string | null;
  @ApiProperty({
    nullable: true,
    type: Date,
    description: "When the customer admin's snapshot was taken; null before the first",
  })
  SnapshotTakenAt: Date | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: "Completed forms the customer admin's snapshot holds; null before the first",
  })
  SnapshotForms: number | null;
}

export class ImportancePerformanceDto extends AnonymityGateDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'Results published (a customer admin sees figures only then; the super admin always)' })
  Published: boolean;
  @ApiProperty({ type: IpaSettings }) Settings: IpaSettings;
  @ApiProperty({ type: IpaGroup, nullable: true, description: 'The whole inquiry; null when gated or not yet visible' })
  Overall: IpaGroup | null;
  @ApiProperty({ type: [IpaAreaGroup], description: 'Culture, People, Process, Structure; empty when gated' })
  Areas: IpaAreaGroup[];
  @ApiProperty({ type: [IpaItem], description: 'Every rating item of the four areas; empty when gated' })
  Items: IpaItem[];
}

import { ApiProperty } from '@nestjs/swagger';
import { AREA_COLORS, RESULT_AREAS } from '@portal/contracts';
import { RoadmapStepsDto } from '../../roadmaps/dto/roadmap-steps.dto';

/** Wire shapes of the result reads (decisions.md §5); documented for /api/docs. */
export class FindingItem {
  @ApiProperty() FindingsDesc: string;
}
export class FindingsResultDto {
  @ApiProperty({ type: [FindingItem] }) CultureArray: FindingItem[];
  @ApiProperty({ type: [FindingItem] }) PeopleArray: FindingItem[];
  @ApiProperty({ type: [FindingItem] }) ProcessArray: FindingItem[];
  @ApiProperty({ type: [FindingItem] }) StructureArray: FindingItem[];
}

export class AdvanceInsightItem {
  @ApiProperty() AdvanceInsights: string;
}
export class AdvanceInsightsResultDto {
  @ApiProperty({ type: [AdvanceInsightItem] }) CultureArray: AdvanceInsightItem[];
  @ApiProperty({ type: [AdvanceInsightItem] }) PeopleArray: AdvanceInsightItem[];
  @ApiProperty({ type: [AdvanceInsightItem] }) ProcessArray: AdvanceInsightItem[];
  @ApiProperty({ type: [AdvanceInsightItem] }) StructureArray: AdvanceInsightItem[];
}

export class InputItem {
  @ApiProperty() Questiondescription: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Mean attribute performance, DK excluded, two decimals; null when every answer was DK',
  })
  AverageRating: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Mean importance, DK excluded, two decimals; null when every answer was DK',
  })
  AverageValue: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    required: false,
    description: 'AverageValue − AverageRating (InputResultForPortalAdmin only); null unless both means exist',
  })
  AverageDifference?: number | null;
  @ApiProperty({
    required: false,
    description:
      "Only when true (a customer admin's read): fewer than MIN_RESPONDENTS answers other than Don't Know, so the means are null",
  })
  Withheld?: boolean;
}
export class InputResultDto {
  @ApiProperty({ type: [InputItem] }) CultureArray: InputItem[];
  @ApiProperty({ type: [InputItem] }) PeopleArray: InputItem[];
  @ApiProperty({ type: [InputItem] }) ProcessArray: InputItem[];
  @ApiProperty({ type: [InputItem] }) StructureArray: InputItem[];
  // Present only when computed inputs are withheld from a customer admin (no snapshot yet: the arrays are then empty).
  @ApiProperty({ required: false, description: 'Only when withheld: true' }) Gated?: boolean;
  @ApiProperty({ required: false, description: 'Only when withheld: the floor MIN_RESPONDENTS' })
  MinRespondents?: number;
  @ApiProperty({ required: false, description: 'Only when withheld: completed forms so far' }) CompletedForms?: number;
  @ApiProperty({ required: false, description: 'Only when withheld: completed forms still needed' }) Needed?: number;
  @ApiProperty({ required: false, nullable: true, type: String, description: 'Only when withheld: a readable line' })
  Message?: string | null;
  @ApiProperty({
    required: false,
    nullable: true,
    type: Date,
    description: 'Customer admin, computed inputs: when the snapshot they come from was taken (null while withheld)',
  })
  SnapshotTakenAt?: Date | null;
  @ApiProperty({
    required: false,
    nullable: true,
    type: Number,
    description: 'Customer admin, computed inputs: completed forms the snapshot holds (null while withheld)',
  })
  SnapshotForms?: number | null;
}

export class RecommendationItem {
  @ApiProperty() RecommendationDetails: string;
  @ApiProperty({ minimum: 0, maximum: 5 }) LevelOfFocus: number;
}
export class RecommendationResultDto {
  @ApiProperty({ type: [RecommendationItem] }) data: RecommendationItem[];
}

export class RoadmapItem extends RoadmapStepsDto {}
export class RoadmapResultDto {
  @ApiProperty({ type: [RoadmapItem], description: 'One item once results are uploaded, else empty' })
  data: RoadmapItem[];
}

export class AreaColorItem {
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
  @ApiProperty({ enum: AREA_COLORS, enumName: 'AreaColor' }) Color: string;
}

export class InquiryDocumentItem {
  @ApiProperty() Id: number;
  @ApiProperty() DocumentName: string;
  @ApiProperty({ description: 'Short-lived signed download link' }) path: string;
}

export class WorkbookSummaryDto {
  @ApiProperty() Findings: number;
  @ApiProperty() Recommendations: number;
  @ApiProperty({ nullable: true, type: Number, description: 'null: no Inputs sheet, inputs are computed from answers' })
  Inputs: number | null;
  @ApiProperty() AdvanceInsights: number;
  @ApiProperty() RoadmapSteps: number;
  @ApiProperty({ nullable: true, type: Number, description: 'null: no AreaColors sheet, colours are derived' })
  AreaColors: number | null;
}
export class DocumentValidateResultDto {
  @ApiProperty() IsValid: boolean;
  @ApiProperty() Message: string;
  @ApiProperty({ type: WorkbookSummaryDto }) Summary: WorkbookSummaryDto;
}
export class UploadResultDto extends DocumentValidateResultDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty() Progress: number;
  @ApiProperty() ResultsUploadedAt: Date;
  @ApiProperty({ description: 'Id of the stored workbook' }) DocumentId: number;
}

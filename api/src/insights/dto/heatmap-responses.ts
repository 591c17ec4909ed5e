import { ApiProperty } from '@nestjs/swagger';
import { RESULT_AREAS } from '@portal/contracts';
import { AnonymityGateDto } from './insights-responses';

export class HeatmapAreaDto {
  @ApiProperty({ enum: RESULT_AREAS }) Area: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Mean of the area's question mean performances (1-5, DK excluded)",
  })
  Performance: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "Mean of the area's question mean importances" })
  Importance: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Importance − Performance' }) Gap: number | null;
  @ApiProperty({
    description:
      'A question of the area with answers is withheld for this group: a customer admin gets no area figures (null)',
  })
  Withheld: boolean;
}

export class HeatmapQuestionDto {
  @ApiProperty() Id: number;
  @ApiProperty() IsCustomQuestion: boolean;
  @ApiProperty() Title: string;
  @ApiProperty({ enum: RESULT_AREAS }) Area: string;
  @ApiProperty({ type: Number, nullable: true }) Performance: number | null;
  @ApiProperty({ type: Number, nullable: true }) Importance: number | null;
  @ApiProperty({
    description:
      "Not enough answers (fewer than MIN_RESPONDENTS that are not Don't Know, or a combination of shown figures would isolate fewer): a customer admin gets null figures; the super admin gets them, marked",
  })
  Withheld: boolean;
}

export class HeatmapOverallDto {
  @ApiProperty({ description: 'Completed forms the figures are taken over' }) N: number;
  @ApiProperty({ type: [HeatmapAreaDto] }) Areas: HeatmapAreaDto[];
  @ApiProperty({ type: [HeatmapQuestionDto] }) Questions: HeatmapQuestionDto[];
}

export class HeatmapSegmentDto {
  @ApiProperty({ description: "The attribute's value; '' for the respondents invited without one (NoValue)" })
  Value: string;
  @ApiProperty({ description: 'The group of respondents without a value for the attribute' }) NoValue: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Completed forms of the group; null when hidden (customer admin)',
  })
  N: number | null;
  @ApiProperty({
    description:
      'Hidden to protect anonymity: no figures for a customer admin (the super admin gets them, marked hidden)',
  })
  Hidden: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['TooFine', 'NotEnoughPeople', 'RolledUp', 'BelowFloor'],
    description: 'Why it is hidden',
  })
  HiddenReason: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The reason in words (English; the apps translate by HiddenReason)',
  })
  HiddenMessage: string | null;
  @ApiProperty({
    description:
      "A rolled-up group: several small values of the attribute counted together (Value is 'Other', or 'Other (rolled up)' when a value Other exists)",
  })
  RolledUp: boolean;
  @ApiProperty({
    type: [String],
    description: "The directory values the group holds ([Value] for a plain group; '' = no value)",
  })
  Members: string[];
  @ApiProperty({ type: [HeatmapAreaDto] }) Areas: HeatmapAreaDto[];
  @ApiProperty({ type: [HeatmapQuestionDto] }) Questions: HeatmapQuestionDto[];
}

export class HeatmapDto extends AnonymityGateDto {
  @ApiProperty({ example: 'Department' }) By: string;
  @ApiProperty({ type: HeatmapOverallDto, nullable: true, description: 'Everyone; null when gated' })
  Overall: HeatmapOverallDto | null;
  @ApiProperty({
    type: [HeatmapSegmentDto],
    description: "The attribute's groups by value ('' last); empty when gated",
  })
  Segments: HeatmapSegmentDto[];
}

export class SegmentGroupDto {
  @ApiProperty({ description: "The value; '' for the respondents invited without one" }) Value: string;
  @ApiProperty() NoValue: boolean;
  @ApiProperty({ description: 'Hidden from customer admins: the ?segment= reads answer Gated for it' }) Hidden: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['TooFine', 'NotEnoughPeople', 'RolledUp', 'BelowFloor'],
    description:
      'TooFine / NotEnoughPeople: the attribute is not reported (one hidden row per value); RolledUp: only for a member value of a rolled-up group asked directly',
  })
  HiddenReason: string | null;
  @ApiProperty({
    description:
      'A rolled-up group (Value Other): several small values counted together so every combination of shown groups holds 0 or at least MIN_RESPONDENTS forms',
  })
  RolledUp: boolean;
  @ApiProperty({
    type: [String],
    description: "The directory values the group holds ([Value] for a plain group; '' = no value)",
  })
  Members: string[];
}

export class SegmentAttributeDto {
  @ApiProperty({ example: 'Department' }) Name: string;
  @ApiProperty({ description: 'Refused as a heatmap dimension: most of its groups fall below the floor' })
  TooFine: boolean;
  @ApiProperty({ type: [SegmentGroupDto] }) Groups: SegmentGroupDto[];
}

export class InquirySegmentsDto extends AnonymityGateDto {
  @ApiProperty({
    type: [SegmentAttributeDto],
    description:
      "The attributes the inquiry's respondents were invited with, in name order; empty when gated or not yet visible",
  })
  Attributes: SegmentAttributeDto[];
}

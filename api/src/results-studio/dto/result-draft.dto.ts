import { ApiProperty } from '@nestjs/swagger';
import { AREA_COLORS, RESULT_AREAS, type ResultArea } from '@portal/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_TEXT_LENGTH, MAX_TITLE_LENGTH, type AreaColor } from '../../results/workbook/result-workbook-format';

const MAX_LINES = 200;
const MAX_DISMISSED = 1000;

export class DraftTextItem {
  @ApiProperty({ enum: RESULT_AREAS }) @IsIn(RESULT_AREAS) Area: ResultArea;
  @ApiProperty({ maxLength: MAX_TEXT_LENGTH }) @IsString() @MaxLength(MAX_TEXT_LENGTH) Text: string;
}

export class DraftRecommendation {
  @ApiProperty({ maxLength: MAX_TEXT_LENGTH }) @IsString() @MaxLength(MAX_TEXT_LENGTH) Detail: string;
  @ApiProperty({ minimum: 0, maximum: 5 }) @IsInt() @Min(0) @Max(5) LevelOfFocus: number;
}

export class DraftRoadmapStep {
  @ApiProperty({ enum: [1, 2, 3] }) @IsIn([1, 2, 3]) Step: number;
  @ApiProperty({ maxLength: MAX_TITLE_LENGTH }) @IsString() @MaxLength(MAX_TITLE_LENGTH) Title: string;
  @ApiProperty({ maxLength: MAX_TEXT_LENGTH }) @IsString() @MaxLength(MAX_TEXT_LENGTH) BriefDescription: string;
  @ApiProperty({ maxLength: MAX_TEXT_LENGTH }) @IsString() @MaxLength(MAX_TEXT_LENGTH) Detail: string;
}

export class DraftAreaColor {
  @ApiProperty({ enum: RESULT_AREAS }) @IsIn(RESULT_AREAS) Area: ResultArea;
  @ApiProperty({ enum: AREA_COLORS }) @IsIn(AREA_COLORS) Color: AreaColor;
}

export class DraftInput {
  @ApiProperty({ enum: RESULT_AREAS }) @IsIn(RESULT_AREAS) Area: ResultArea;
  @ApiProperty({ maxLength: MAX_TEXT_LENGTH }) @IsString() @MaxLength(MAX_TEXT_LENGTH) Question: string;
  @ApiProperty({ type: Number, nullable: true })
  @ValidateIf((_, v) => v !== null)
  @IsNumber()
  @Min(0)
  @Max(5)
  AverageRating: number | null;
  @ApiProperty({ type: Number, nullable: true })
  @ValidateIf((_, v) => v !== null)
  @IsNumber()
  @Min(0)
  @Max(5)
  AverageValue: number | null;
  @ApiProperty({ type: Number, nullable: true })
  @ValidateIf((_, v) => v !== null)
  @IsNumber()
  @Min(-5)
  @Max(5)
  AverageDifference: number | null;
}

/** The draft's content on the wire: the sheets of the result workbook (decisions.md §5). */
export class DraftContentDto {
  @ApiProperty({ type: [DraftTextItem], description: 'Findings per area' })
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => DraftTextItem)
  Findings: DraftTextItem[];

  @ApiProperty({ type: [DraftTextItem], description: 'Scenarios (advance insights) per area' })
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => DraftTextItem)
  AdvanceInsights: DraftTextItem[];

  @ApiProperty({ type: [DraftRecommendation] })
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => DraftRecommendation)
  Recommendations: DraftRecommendation[];

  @ApiProperty({ type: [DraftRoadmapStep], description: 'The three roadmap steps (a draft may hold fewer)' })
  @IsArray()
  @ArrayMaxSize(3)
  @ValidateNested({ each: true })
  @Type(() => DraftRoadmapStep)
  Roadmap: DraftRoadmapStep[];

  @ApiProperty({ type: [DraftAreaColor], description: 'Colours set by judgement; an area left out is derived' })
  @IsArray()
  @ArrayMaxSize(4)
  @ValidateNested({ each: true })
  @Type(() => DraftAreaColor)
  AreaColors: DraftAreaColor[];

  @ApiProperty({
    type: [DraftInput],
    nullable: true,
    description: 'Inputs set by hand (the Inputs sheet); null: computed from the answers the customer will see',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => DraftInput)
  Inputs: DraftInput[] | null;
}

export const SUGGESTION_KINDS = ['Finding', 'Recommendation', 'Roadmap'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** A library suggestion the operator dismissed: the library entry's kind and id (FindingId, RecommendationId, RoadmapId). */
export class DismissedSuggestion {
  @ApiProperty({ enum: SUGGESTION_KINDS }) @IsIn(SUGGESTION_KINDS) Kind: SuggestionKind;
  @ApiProperty() @IsInt() @Min(1) Id: number;
}

export class SaveDraftDto extends DraftContentDto {
  @ApiProperty({ description: 'The version the save was made from (409 when the draft has moved on)' })
  @IsInt()
  @Min(0)
  Version: number;

  @ApiProperty({
    type: [DismissedSuggestion],
    required: false,
    description: 'The suggestions dismissed for this draft, all of them; left out: those stored stay',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_DISMISSED)
  @ValidateNested({ each: true })
  @Type(() => DismissedSuggestion)
  DismissedSuggestions?: DismissedSuggestion[];
}

export class ResultDraftDto extends DraftContentDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty() Version: number;
  @ApiProperty({ description: 'Whether the customer currently sees published results' }) Published: boolean;
  @ApiProperty({ description: 'Whether the customer admins were mailed about a publication of this inquiry' })
  CustomerNotified: boolean;
  @ApiProperty({ type: String, nullable: true }) UpdatedAt: Date | null;
  @ApiProperty({
    type: [DismissedSuggestion],
    description: 'Suggestions the studio does not offer again for this draft',
  })
  DismissedSuggestions: DismissedSuggestion[];
}

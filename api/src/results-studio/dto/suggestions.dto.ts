import { ApiProperty } from '@nestjs/swagger';
import { AREA_COLORS, RESULT_AREAS } from '@portal/contracts';

export class SuggestionEvidence {
  @ApiProperty({ enum: ['ConcentrateHere', 'Vulnerability', 'SignificantDrop'] }) Kind: string;
  @ApiProperty({ enum: RESULT_AREAS }) Area: string;
  @ApiProperty({ type: String, nullable: true, description: 'The item (question) title; null for an area' })
  Item: string | null;
  @ApiProperty({ type: Number, nullable: true }) QuestionId: number | null;
  @ApiProperty({ type: Number, nullable: true }) MeanPerformance: number | null;
  @ApiProperty({ type: Number, nullable: true }) MeanImportance: number | null;
  @ApiProperty({ type: Number, nullable: true }) Gap: number | null;
  @ApiProperty({ type: Number, nullable: true }) AreaFigure: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Change of mean performance since the previous round' })
  Change: number | null;
  @ApiProperty({ type: Number, nullable: true }) P: number | null;
  @ApiProperty({ type: Number, nullable: true }) FromInquiryId: number | null;
  @ApiProperty({ description: 'Respondents behind the figure' }) N: number;
  @ApiProperty() Why: string;
}

export class FindingSuggestion {
  @ApiProperty() FindingId: number;
  @ApiProperty({ enum: RESULT_AREAS }) Area: string;
  @ApiProperty() Text: string;
  @ApiProperty() Score: number;
  @ApiProperty({ type: [SuggestionEvidence] }) Evidence: SuggestionEvidence[];
}

export class RecommendationSuggestion {
  @ApiProperty() RecommendationId: number;
  @ApiProperty() Text: string;
  @ApiProperty({ description: 'Suggested from the related areas’ gaps (insights/ipa.ts suggestFocus)' })
  LevelOfFocus: number;
  @ApiProperty() Note: string;
  @ApiProperty({ enum: RESULT_AREAS, isArray: true }) Areas: string[];
  @ApiProperty() Score: number;
  @ApiProperty({ type: [SuggestionEvidence] }) Evidence: SuggestionEvidence[];
}

export class RoadmapSuggestionStep {
  @ApiProperty() Step: number;
  @ApiProperty() Title: string;
  @ApiProperty() BriefDescription: string;
  @ApiProperty() Detail: string;
}

export class RoadmapSuggestion {
  @ApiProperty() RoadmapId: number;
  @ApiProperty({ type: [RoadmapSuggestionStep] }) Steps: RoadmapSuggestionStep[];
  @ApiProperty({ enum: RESULT_AREAS, isArray: true }) Areas: string[];
  @ApiProperty() Score: number;
  @ApiProperty({ type: [SuggestionEvidence] }) Evidence: SuggestionEvidence[];
}

export const NO_COLOUR_REASONS = ['TooFewForms', 'QuestionTooFewAnswers', 'Unrated'] as const;
export type NoColourReason = (typeof NO_COLOUR_REASONS)[number];

export class AreaColourProposal {
  @ApiProperty({ enum: RESULT_AREAS }) Area: string;
  @ApiProperty({ enum: AREA_COLORS, nullable: true, type: String }) Color: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "The area's figure the colour is derived from" })
  Figure: number | null;
  @ApiProperty({ description: 'Forms behind the figure' }) N: number;
  @ApiProperty({ description: 'The rule, or why no colour can be proposed' }) Rule: string;
  @ApiProperty({
    enum: NO_COLOUR_REASONS,
    nullable: true,
    type: String,
    description:
      'Why no colour is proposed (null when one is): too few completed forms for any figure, a question of the area with ' +
      "too few answers other than Don't Know, or no rated answers",
  })
  NoColour: NoColourReason | null;
}

export class ResultSuggestionsDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'Forms behind the figures the customer will see' }) Forms: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why no figure-based suggestion is made, if so' })
  Message: string | null;
  @ApiProperty({ description: 'Completed forms now (the figures are withheld whole below MinRespondents)' })
  CompletedForms: number;
  @ApiProperty({ description: 'The anonymity minimum the customer admin’s figures need' }) MinRespondents: number;
  @ApiProperty({ type: [SuggestionEvidence] }) Signals: SuggestionEvidence[];
  @ApiProperty({ type: [FindingSuggestion] }) Findings: FindingSuggestion[];
  @ApiProperty({ type: [RecommendationSuggestion] }) Recommendations: RecommendationSuggestion[];
  @ApiProperty({ type: [RoadmapSuggestion] }) Roadmaps: RoadmapSuggestion[];
  @ApiProperty({ type: [AreaColourProposal] }) AreaColors: AreaColourProposal[];
}

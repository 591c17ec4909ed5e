/** The results studio's calls (docs/features/results-studio.md), typed from the API's DTOs in api/src/results-studio/dto. */
import type { AreaColor, Language, ResultArea } from '@portal/contracts';
import { httpJson } from '../providers/http';

export interface DraftText {
  Area: ResultArea;
  Text: string;
}
export interface DraftRecommendation {
  Detail: string;
  LevelOfFocus: number;
}
export interface DraftRoadmapStep {
  Step: number;
  Title: string;
  BriefDescription: string;
  Detail: string;
}
export interface DraftAreaColor {
  Area: ResultArea;
  Color: AreaColor;
}
export interface DraftInput {
  Area: ResultArea;
  Question: string;
  AverageRating: number | null;
  AverageValue: number | null;
  AverageDifference: number | null;
}

/** A library suggestion dismissed for this draft: not offered again, by any operator, until restored. */
export interface DismissedSuggestion {
  Kind: 'Finding' | 'Recommendation' | 'Roadmap';
  Id: number;
}

/** What the customer will read (the sheets of the result workbook), and the suggestions dismissed beside it. */
export interface DraftContent {
  Findings: DraftText[];
  AdvanceInsights: DraftText[];
  Recommendations: DraftRecommendation[];
  Roadmap: DraftRoadmapStep[];
  AreaColors: DraftAreaColor[];
  Inputs: DraftInput[] | null;
  DismissedSuggestions: DismissedSuggestion[];
}

export interface ResultDraft extends DraftContent {
  InquiryId: number;
  Version: number;
  Published: boolean;
  CustomerNotified: boolean;
  UpdatedAt: string | null;
}

export interface SuggestionEvidence {
  Kind: 'ConcentrateHere' | 'Vulnerability' | 'SignificantDrop';
  Area: ResultArea;
  Item: string | null;
  QuestionId: number | null;
  MeanPerformance: number | null;
  MeanImportance: number | null;
  Gap: number | null;
  AreaFigure: number | null;
  Change: number | null;
  P: number | null;
  FromInquiryId: number | null;
  N: number;
  Why: string;
}
export interface FindingSuggestion {
  FindingId: number;
  Area: ResultArea;
  Text: string;
  Score: number;
  Evidence: SuggestionEvidence[];
}
export interface RecommendationSuggestion {
  RecommendationId: number;
  Text: string;
  LevelOfFocus: number;
  Note: string;
  Areas: ResultArea[];
  Score: number;
  Evidence: SuggestionEvidence[];
}
export interface RoadmapSuggestion {
  RoadmapId: number;
  Steps: DraftRoadmapStep[];
  Areas: ResultArea[];
  Score: number;
  Evidence: SuggestionEvidence[];
}
export interface AreaColourProposal {
  Area: ResultArea;
  Color: AreaColor | null;
  Figure: number | null;
  N: number;
  Rule: string;
  NoColour: 'TooFewForms' | 'QuestionTooFewAnswers' | 'Unrated' | null;
}
export interface ResultSuggestions {
  InquiryId: number;
  Forms: number;
  Message: string | null;
  CompletedForms: number;
  MinRespondents: number;
  Signals: SuggestionEvidence[];
  Findings: FindingSuggestion[];
  Recommendations: RecommendationSuggestion[];
  Roadmaps: RoadmapSuggestion[];
  AreaColors: AreaColourProposal[];
}

type AreaArrays<T> = Record<`${ResultArea}Array`, T[]>;
export interface PreviewInput {
  Questiondescription: string;
  AverageRating: number | null;
  AverageValue: number | null;
  AverageDifference?: number | null;
  Withheld?: boolean;
}
export interface ResultPreview {
  InquiryId: number;
  Version: number;
  Language: string;
  FindingsResult: AreaArrays<{ FindingsDesc: string }>;
  AdvanceInsightsResult: AreaArrays<{ AdvanceInsights: string }>;
  RecommendationResult: { data: { RecommendationDetails: string; LevelOfFocus: number }[] };
  RoadmapResult: { data: Record<string, string>[] };
  InputResult: AreaArrays<PreviewInput> & { Gated?: boolean; Message?: string | null };
  AreaColorResult: { Area: ResultArea; Color: AreaColor }[];
  Problems: string[];
}

export interface PublishResult {
  InquiryId: number;
  ResultsUploadedAt: string;
  NotifiedAdmins: number;
  Version: number;
}

const path = (inquiryId: string, leaf: string) => `/Results/${encodeURIComponent(inquiryId)}/${leaf}`;
const post = (url: string, body: unknown) => httpJson(url, { method: 'POST', body: JSON.stringify(body) });

export async function getDraft(inquiryId: string): Promise<ResultDraft> {
  return (await httpJson(path(inquiryId, 'Draft'))).json;
}

/** Saves the whole draft made from `version`; the API answers 409 when another save came first. */
export async function saveDraft(inquiryId: string, content: DraftContent, version: number): Promise<ResultDraft> {
  const body = { ...content, Version: version };
  return (await httpJson(path(inquiryId, 'Draft'), { method: 'PUT', body: JSON.stringify(body) })).json;
}

export async function getSuggestions(inquiryId: string): Promise<ResultSuggestions> {
  return (await httpJson(path(inquiryId, 'Suggestions'))).json;
}

export async function getPreview(inquiryId: string, language: Language): Promise<ResultPreview> {
  return (await httpJson(`${path(inquiryId, 'Preview')}?lang=${language}`)).json;
}

export async function publishDraft(inquiryId: string, notifyCustomer: boolean): Promise<PublishResult> {
  return (await post(path(inquiryId, 'Publish'), { NotifyCustomer: notifyCustomer })).json;
}

export async function unpublishDraft(inquiryId: string, reason: string): Promise<{ Published: boolean }> {
  return (await post(path(inquiryId, 'Unpublish'), { Reason: reason })).json;
}

/** Only the draft fields the API takes back on a save. */
export const contentOf = (draft: DraftContent): DraftContent => ({
  Findings: draft.Findings,
  AdvanceInsights: draft.AdvanceInsights,
  Recommendations: draft.Recommendations,
  Roadmap: draft.Roadmap,
  AreaColors: draft.AreaColors,
  Inputs: draft.Inputs,
  DismissedSuggestions: draft.DismissedSuggestions ?? [],
});

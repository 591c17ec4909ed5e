import { api, type Paged } from '../../../lib/api-client';

const enc = encodeURIComponent;

export interface InquirySummary {
  Id: number | string;
  InquiryTypeName: string;
  Description: string;
  Progress?: number;
}

export type AreaName = 'Culture' | 'People' | 'Process' | 'Structure';
export const INSIGHT_AREAS: AreaName[] = ['Culture', 'People', 'Process', 'Structure'];

export type AreaArrays<T> = Partial<Record<`${AreaName}Array`, T[]>>;

/** The anonymity floor of issue 14: a customer admin below MIN_RESPONDENTS completed forms gets no computed figures. */
export interface AnonymityGate {
  Gated?: boolean;
  MinRespondents?: number;
  CompletedForms?: number;
  Needed?: number;
  Message?: string | null;
}

export const QUADRANTS = ['Concentrate here', 'Keep up the good work', 'Low priority', 'Possible overkill'] as const;
export type Quadrant = (typeof QUADRANTS)[number];

export interface IpaPoint {
  Performance: number;
  Importance: number;
}
export interface IpaRankedItem {
  Rank: number;
  Key: string;
  Id: number;
  IsCustomQuestion: boolean;
  Title: string;
  Area: AreaName;
  Gap: number | null;
  MeanPerformance: number | null;
  MeanImportance: number | null;
}
export interface IpaGroup {
  Crosshair: IpaPoint | null;
  MeanCrosshair: IpaPoint | null;
  Midpoint: IpaPoint;
  Items: number;
  Answers: number;
  DkAnswers: number;
  DkShare: number | null;
  DkFlagged: boolean;
  MeanGap: number | null;
  MeanPositiveGap: number | null;
  ConcentrateHere: IpaRankedItem[];
}
export interface IpaItem {
  Key: string;
  Id: number;
  IsCustomQuestion: boolean;
  Title: string;
  Description: string;
  Area: AreaName;
  MeanPerformance: number | null;
  MeanImportance: number | null;
  Gap: number | null;
  N: number;
  NPerformance: number;
  NImportance: number;
  Answers: number;
  DkShare: number | null;
  DkPerformanceShare: number | null;
  DkImportanceShare: number | null;
  DkFlagged: boolean;
  Quadrant: Quadrant | null;
  AreaQuadrant: Quadrant | null;
}
export interface IpaSettings {
  CrosshairConvention: 'mean' | 'midpoint';
  ScaleMin: number;
  ScaleMax: number;
  Midpoint: number;
  DkFlagThreshold: number;
}
export interface ImportancePerformance extends AnonymityGate {
  InquiryId: number;
  Published: boolean;
  Settings: IpaSettings;
  Overall: IpaGroup | null;
  Areas: (IpaGroup & { Area: AreaName })[];
  Items: IpaItem[];
}

export interface AreaColor {
  Area: string;
  Color: string;
}
export interface Finding {
  FindingsDesc: string;
}
export interface AdvanceInsight {
  AdvanceInsights: string;
}
export interface InputRow {
  Questiondescription: string;
  AverageRating: number | string;
  AverageValue: number | string;
}
export interface Recommendation {
  RecommendationDetails: string;
  LevelOfFocus: number | string;
}
export type RoadmapRow = Partial<Record<`Step${1 | 2 | 3}_${'RoadmapTitle' | 'BriefDescription' | 'RoadmapDetail'}`, string>>;

export interface Respondent {
  Id: number | string;
  FirstName: string;
  LastName: string;
  Email: string;
  status?: string;
}
export interface InquiryDocument {
  Id: number | string;
  DocumentName: string;
  path: string;
}

export const INSIGHT_PAGE_SIZE = 8;
const result = (name: string, id: string) => `/UploadResultDocument/${name}/${enc(id)}`;

export const insightsApi = {
  inquiry: (id: string) => api.get<InquirySummary>(`/Inquiry/${enc(id)}`),
  areaColors: (id: string) => api.get<AreaColor[]>(result('AreaColorResult', id)),
  findings: (id: string) => api.get<AreaArrays<Finding>>(result('FindingsResult', id)),
  advanceInsights: (id: string) => api.get<AreaArrays<AdvanceInsight>>(result('AdvanceInsightsResult', id)),
  inputs: (id: string) => api.get<AreaArrays<InputRow> & AnonymityGate>(result('InputResult', id)),
  importancePerformance: (id: string) => api.get<ImportancePerformance>(`/Insights/ImportancePerformance/${enc(id)}`),
  recommendations: (id: string) => api.get<{ data: Recommendation[] }>(result('RecommendationResult', id)),
  roadmap: (id: string) => api.get<{ data: RoadmapRow[] }>(result('RoadmapResult', id)),
  documents: (id: string, page: number) =>
    api.get<Paged<InquiryDocument>>(`/UploadResultDocument/InquiryDocuments/${enc(id)}?pageSize=${INSIGHT_PAGE_SIZE}&currentPage=${page}`),
  participants: (id: string, page: number) =>
    api.get<Paged<Respondent>>(`/Inquiry/GetRespondents/${enc(id)}?pageSize=${INSIGHT_PAGE_SIZE}&currentPage=${page}`),
  exportData: (id: string) => api.get<{ DocPath: string }>(`/PDFReport/ExportData/${enc(id)}`),
};

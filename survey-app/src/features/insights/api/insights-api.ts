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
  inputs: (id: string) => api.get<AreaArrays<InputRow>>(result('InputResult', id)),
  recommendations: (id: string) => api.get<{ data: Recommendation[] }>(result('RecommendationResult', id)),
  roadmap: (id: string) => api.get<{ data: RoadmapRow[] }>(result('RoadmapResult', id)),
  documents: (id: string, page: number) =>
    api.get<Paged<InquiryDocument>>(`/UploadResultDocument/InquiryDocuments/${enc(id)}?pageSize=${INSIGHT_PAGE_SIZE}&currentPage=${page}`),
  participants: (id: string, page: number) =>
    api.get<Paged<Respondent>>(`/Inquiry/GetRespondents/${enc(id)}?pageSize=${INSIGHT_PAGE_SIZE}&currentPage=${page}`),
  exportData: (id: string) => api.get<{ DocPath: string }>(`/PDFReport/ExportData/${enc(id)}`),
};

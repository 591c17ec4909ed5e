/**
 * How each backoffice resource maps onto the API's paths (platform-administration.md §7,
 * customer-and-respondent.md §7). Nested lists read their parent id from the list filter,
 * nested writes from `meta` or from the record itself.
 */
import { auditLogQuery } from './auditLogQuery';
import { inquiryTypeQuery, searchQuery, sortQuery } from './listQuery';
import type { ResourceName, ResourceRecords } from './records';

type Params = {
  filter?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  sort?: { field?: string; order?: string };
};
type Data = Record<string, unknown>;

export interface ResourcePaths<T = Record<string, unknown>> {
  /** The field the API uses as the record's id. */
  idField: keyof T & string;
  list: (params: Params) => string;
  one?: (id: unknown) => string;
  create?: (data: Data, params: Params) => string;
  update?: (id: unknown, data: Data, params: Params) => string;
  remove?: (id: unknown) => string;
  /** The list filter as query parameters (`&name=value...`), for lists the API filters itself. */
  filters?: (params: Params) => string;
}

const e = (value: unknown) => encodeURIComponent(String(value ?? ''));

function required(source: Record<string, unknown> | undefined, key: string, what: string): unknown {
  const value = source?.[key];
  if (value === undefined || value === null || value === '') throw new Error(`${what} needs ${key}`);
  return value;
}

const parent = (params: Params, key: string, what: string, data?: Data) =>
  e(params.meta?.[key] ?? params.filter?.[key] ?? data?.[key] ?? required(params.meta, key, what));

export const RESOURCES: { [R in ResourceName]: ResourcePaths<ResourceRecords[R]> } = {
  customers: {
    idField: 'CustomerId',
    list: () => '/Customer',
    filters: (p) => searchQuery(p.filter) + sortQuery(p.sort, ['CustomerName', 'Industry', 'Website']),
    one: (id) => `/Customer/${e(id)}`,
    update: (id) => `/Customer/${e(id)}`,
    remove: (id) => `/Customer/${e(id)}`,
  },
  'customer-users': {
    idField: 'Id',
    list: (p) => `/CustomerUser/GetAll/${parent(p, 'customerId', 'customer users')}`,
    one: (id) => `/CustomerUser/${e(id)}`,
    update: (id) => `/CustomerUser/${e(id)}`,
    remove: (id) => `/CustomerUser/${e(id)}`,
  },
  'inquiry-types': {
    idField: 'Id',
    list: () => '/InquiryType',
    filters: (p) => searchQuery(p.filter) + sortQuery(p.sort, ['InqType']),
    one: (id) => `/InquiryType/${e(id)}`,
    create: () => '/InquiryType/CreateInquiryType',
    update: (id) => `/InquiryType/${e(id)}`,
    remove: (id) => `/InquiryType/${e(id)}`,
  },
  pathways: {
    idField: 'Id',
    list: (p) => `/Pathway/${parent(p, 'inquiryTypeId', 'pathways')}/AllPathways`,
    one: (id) => `/Pathway/${e(id)}`,
    create: (d, p) => `/Pathway/${e(d.InquiryTypeId ?? parent(p, 'inquiryTypeId', 'pathway'))}/CreatePathway`,
    update: (id, d, p) => `/Pathway/${e(d.InquiryTypeId ?? parent(p, 'inquiryTypeId', 'pathway'))}/Update/${e(id)}`,
    remove: (id) => `/Pathway/${e(id)}`,
  },
  'diagnostic-questions': {
    idField: 'Id',
    list: (p) => `/DiagnosticQuestion/${parent(p, 'pathwayId', 'diagnostic questions')}/AllDiagnosticQuestions`,
    one: (id) => `/DiagnosticQuestion/${e(id)}`,
    create: (_d, p) => `/DiagnosticQuestion/${parent(p, 'pathwayId', 'diagnostic question')}/CreateDiagnosticQuestion`,
    update: (id, _d, p) => `/DiagnosticQuestion/${parent(p, 'pathwayId', 'diagnostic question')}/Update/${e(id)}`,
    remove: (id) => `/DiagnosticQuestion/${e(id)}`,
  },
  'intake-questions': {
    idField: 'Id',
    list: (p) => `/IntakeQuestion/${parent(p, 'inquiryTypeId', 'intake questions')}/AllIntakeQuestions`,
    one: (id) => `/IntakeQuestion/${e(id)}`,
    create: (_d, p) => `/IntakeQuestion/${parent(p, 'inquiryTypeId', 'intake question')}/CreateIntakeQuestion`,
    update: (id, _d, p) => `/IntakeQuestion/${parent(p, 'inquiryTypeId', 'intake question')}/Update/${e(id)}`,
    remove: (id) => `/IntakeQuestion/${e(id)}`,
  },
  'custom-questions': {
    idField: 'Id',
    list: (p) =>
      p.filter?.userId !== undefined
        ? `/CustomQuestion/AllCustomQuestionsByUserId/UserId/${e(p.filter.userId)}`
        : '/CustomQuestion/AllCustomQuestions',
    one: (id) => `/CustomQuestion/${e(id)}`,
    create: (d, p) =>
      `/CustomQuestion/CreateCustomQuestion/InquiryId/${e(d.InquiryId ?? parent(p, 'inquiryId', 'custom question'))}`,
    // The operator's review (approve / reject) has its own call; the author's edit is a plain PUT.
    update: (id, _d, p) =>
      p.meta?.review ? `/CustomQuestion/ChangeStatusCustomQuestion/${e(id)}` : `/CustomQuestion/${e(id)}`,
    remove: (id) => `/CustomQuestion/${e(id)}`,
  },
  findings: {
    idField: 'FindingId',
    list: () => '/Findings/AllFindings',
    filters: (p) => inquiryTypeQuery(p.filter),
    one: (id) => `/Findings/${e(id)}`,
    create: () => '/Findings/AddFindings',
    update: (id) => `/Findings/${e(id)}`,
    remove: (id) => `/Findings/${e(id)}`,
  },
  recommendations: {
    idField: 'RecommendationId',
    list: () => '/Recommendations/AllRecommendations',
    filters: (p) => inquiryTypeQuery(p.filter),
    one: (id) => `/Recommendations/${e(id)}`,
    create: () => '/Recommendations/AddRecommendations',
    update: (id) => `/Recommendations/${e(id)}`,
    remove: (id) => `/Recommendations/${e(id)}`,
  },
  roadmaps: {
    idField: 'RoadmapId',
    list: () => '/Roadmap/AllRoadmaps',
    filters: (p) => inquiryTypeQuery(p.filter),
    one: (id) => `/Roadmap/${e(id)}`,
    create: () => '/Roadmap/AddRoadmap',
    update: (id) => `/Roadmap/${e(id)}`,
    remove: (id) => `/Roadmap/${e(id)}`,
  },
  inquiries: {
    idField: 'Id',
    // The operator sees every inquiry, a customer admin their own.
    list: (p) => (p.filter?.scope === 'admin' ? '/Inquiry/Admin' : '/Inquiry'),
    one: (id) => `/Inquiry/${e(id)}`,
  },
  // Id is the respondent's user, null until an invited person signs up: RespondentId names the row.
  respondents: {
    idField: 'RespondentId',
    list: (p) => `/Inquiry/GetRespondents/${parent(p, 'inquiryId', 'respondents')}`,
  },
  // The caller's own survey forms, one row per inquiry (decisions.md §4).
  'survey-forms': {
    idField: 'InquiryId',
    list: (p) => `/Inquiry/Staff/${parent(p, 'email', 'survey forms')}`,
  },
  'inquiry-documents': {
    idField: 'Id',
    list: (p) => `/UploadResultDocument/InquiryDocuments/${parent(p, 'inquiryId', 'inquiry documents')}`,
  },
  'user-documents': {
    idField: 'Id',
    list: (p) =>
      `/Inquiry/UserDocuments/${parent(p, 'inquiryId', 'user documents')}/${parent(p, 'userId', 'user documents')}`,
  },
  'audit-log': {
    idField: 'Id',
    list: () => '/AuditLog',
    filters: (p) => auditLogQuery(p.filter ?? {}),
  },
  // Recurring programmes and a programme's rounds (docs/features/programmes.md); saves and pause/resume are the
  // programme screens' own calls, which place the API's refusals on the editor's fields.
  programmes: {
    idField: 'Id',
    list: () => '/Programmes',
    one: (id) => `/Programmes/${e(id)}`,
    remove: (id) => `/Programmes/${e(id)}`,
  },
  'programme-rounds': {
    idField: 'Id',
    list: (p) => `/Programmes/${parent(p, 'programmeId', 'programme rounds')}/Rounds`,
  },
  // Onboarding and exit surveys (docs/features/lifecycle.md); saves and the periods are the lifecycle screens' own calls.
  lifecycle: {
    idField: 'Id',
    list: () => '/Lifecycle',
    one: (id) => `/Lifecycle/${e(id)}`,
    remove: (id) => `/Lifecycle/${e(id)}`,
  },
  // The organisation's people directory; search on name and address (issue "Segments").
  people: {
    idField: 'Id',
    list: () => '/People',
    update: (id) => `/People/${e(id)}`,
    remove: (id) => `/People/${e(id)}`,
    filters: (p) =>
      typeof p.filter?.search === 'string' && p.filter.search.trim() ? `&search=${e(p.filter.search.trim())}` : '',
  },
};

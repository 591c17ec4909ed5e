import type { Identifier } from 'react-admin';
import type { components, Paged } from '@portal/contracts';
import type { PersonDto } from './peopleMethods';

type Schemas = components['schemas'];

/** The row each resource's list answers with, as the API's OpenAPI document describes it. */
export interface ResourceRecords {
  customers: Schemas['CustomerListItemDto'];
  'customer-users': Schemas['CustomerUserItemDto'];
  'inquiry-types': Schemas['InquiryTypeDto'];
  pathways: Schemas['PathwayListItemDto'];
  'diagnostic-questions': Schemas['DiagnosticQuestionListItemDto'];
  'intake-questions': Schemas['IntakeQuestionDto'];
  'custom-questions': Schemas['CustomQuestionDto'];
  findings: Schemas['FindingDto'];
  recommendations: Schemas['RecommendationDto'];
  roadmaps: Schemas['RoadmapDto'];
  inquiries: Schemas['InquiryDto'];
  respondents: Schemas['RespondentDto'];
  'survey-forms': Schemas['StaffFormDto'];
  'inquiry-documents': Schemas['InquiryDocumentItem'];
  'user-documents': Schemas['UserDocumentDto'];
  'audit-log': Schemas['AuditLogItemDto'];
  people: PersonDto;
  programmes: Schemas['ProgrammeDto'];
  'programme-rounds': Schemas['ProgrammeRoundDto'];
  lifecycle: Schemas['LifecycleDto'];
}

export type ResourceName = keyof ResourceRecords;

export type { Paged };

export type ApiErrorBody = Schemas['ErrorBodyDto'];

/** A resource's row as react-admin holds it: the API's shape plus the `id` the data provider adds. */
export type RecordOf<R extends ResourceName> = ResourceRecords[R] & { id: Identifier };

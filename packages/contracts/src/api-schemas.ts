// Named shapes of the API's bodies, from the generated OpenAPI types (api-types.ts).
import type { components } from './api-types';

type Schemas = components['schemas'];

// Results and insights
export type FindingsResultDto = Schemas['FindingsResultDto'];
export type AdvanceInsightsResultDto = Schemas['AdvanceInsightsResultDto'];
export type InputResultDto = Schemas['InputResultDto'];
export type InputItem = Schemas['InputItem'];
export type RecommendationResultDto = Schemas['RecommendationResultDto'];
export type RoadmapResultDto = Schemas['RoadmapResultDto'];
export type RoadmapItem = Schemas['RoadmapItem'];
export type AreaColorItem = Schemas['AreaColorItem'];
export type DocumentValidateResultDto = Schemas['DocumentValidateResultDto'];
export type UploadResultDto = Schemas['UploadResultDto'];
export type WorkbookSummaryDto = Schemas['WorkbookSummaryDto'];
export type ImportancePerformanceDto = Schemas['ImportancePerformanceDto'];
export type AnonymityGateDto = Schemas['AnonymityGateDto'];
export type IpaItem = Schemas['IpaItem'];
export type IpaGroup = Schemas['IpaGroup'];
export type IpaAreaGroup = Schemas['IpaAreaGroup'];
export type IpaRankedItem = Schemas['IpaRankedItem'];
export type ExportDataResultDto = Schemas['ExportDataResultDto'];
export type ExportAnswersResultDto = Schemas['ExportAnswersResultDto'];
export type SendRemindersResultDto = Schemas['SendRemindersResultDto'];

// Request bodies
export type LoginDto = Schemas['LoginDto'];
export type ChangePasswordDto = Schemas['ChangePasswordDto'];
export type CreateInquiryDto = Schemas['CreateInquiryDto'];
export type AddIntakeAnswersDto = Schemas['AddIntakeAnswersDto'];
export type AddParticipantsDto = Schemas['AddParticipantsDto'];
export type CustomerAdminSignupDto = Schemas['CustomerAdminSignupDto'];
export type CustomerProfileCompleteDto = Schemas['CustomerProfileCompleteDto'];
export type UpdateProfileDto = Schemas['UpdateProfileDto'];

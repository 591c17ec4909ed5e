// Named shapes of the API's bodies, from the generated OpenAPI types (api-types.ts).
import type { components } from './api-types';

type Schemas = components['schemas'];

// Shared
export type ErrorBodyDto = Schemas['ErrorBodyDto'];
export type IdResultDto = Schemas['IdResultDto'];
export type InquiryStatus = Schemas['InquiryStatus'];
export type CustomQuestionStatus = Schemas['CustomQuestionStatus'];

// Sign-in, sign-up, profile
export type LoginResultDto = Schemas['LoginResultDto'];
export type PasswordResetRequestDto = Schemas['PasswordResetRequestDto'];
export type PasswordChangedDto = Schemas['PasswordChangedDto'];
export type CustomerLookupDto = Schemas['CustomerLookupDto'];
export type SignupResultDto = Schemas['SignupResultDto'];
export type OpenInvitationDto = Schemas['OpenInvitationDto'];
export type InvitationOpenedDto = Schemas['InvitationOpenedDto'];
export type SetInvitationPasswordDto = Schemas['SetInvitationPasswordDto'];
export type InvitationPasswordSetDto = Schemas['InvitationPasswordSetDto'];
export type ConfirmSignupResultDto = Schemas['ConfirmSignupResultDto'];
export type ProfileDto = Schemas['ProfileDto'];
export type HealthDto = Schemas['HealthDto'];
// Single sign-on
export type SsoDiscoveryDto = Schemas['SsoDiscoveryDto'];
export type SsoLinkCodeSentDto = Schemas['SsoLinkCodeSentDto'];
export type SsoSettingsDto = Schemas['SsoSettingsDto'];
export type UpdateSsoSettingsDto = Schemas['UpdateSsoSettingsDto'];
export type SsoConnectionTestDto = Schemas['SsoConnectionTestDto'];
export type SamlSettingsDto = Schemas['SamlSettingsDto'];
export type UpdateSamlSettingsDto = Schemas['UpdateSamlSettingsDto'];
export type AuditLogItemDto = Schemas['AuditLogItemDto'];
export type AuditLogPageDto = Schemas['AuditLogPageDto'];

// Customers and their users
export type CustomerListItemDto = Schemas['CustomerListItemDto'];
export type CustomerPageDto = Schemas['CustomerPageDto'];
export type CustomerDto = Schemas['CustomerDto'];
export type CustomerUserItemDto = Schemas['CustomerUserItemDto'];
export type CustomerUserPageDto = Schemas['CustomerUserPageDto'];
export type CustomerUserDto = Schemas['CustomerUserDto'];

// Inquiry types, pathways and questions
export type InquiryTypeDto = Schemas['InquiryTypeDto'];
export type InquiryTypePageDto = Schemas['InquiryTypePageDto'];
export type PathwayListItemDto = Schemas['PathwayListItemDto'];
export type PathwayPageDto = Schemas['PathwayPageDto'];
export type PathwayDto = Schemas['PathwayDto'];
export type DiagnosticQuestionListItemDto = Schemas['DiagnosticQuestionListItemDto'];
export type DiagnosticQuestionPageDto = Schemas['DiagnosticQuestionPageDto'];
export type DiagnosticQuestionDto = Schemas['DiagnosticQuestionDto'];
export type IntakeQuestionDto = Schemas['IntakeQuestionDto'];
export type IntakeQuestionPageDto = Schemas['IntakeQuestionPageDto'];
export type CustomQuestionDto = Schemas['CustomQuestionDto'];
export type CustomQuestionPageDto = Schemas['CustomQuestionPageDto'];
export type CustomQuestionIdDto = Schemas['CustomQuestionIdDto'];

// The super admin's library
export type FindingDto = Schemas['FindingDto'];
export type FindingPageDto = Schemas['FindingPageDto'];
export type RecommendationDto = Schemas['RecommendationDto'];
export type RecommendationPageDto = Schemas['RecommendationPageDto'];
export type RoadmapDto = Schemas['RoadmapDto'];
export type RoadmapPageDto = Schemas['RoadmapPageDto'];

// Inquiries, respondents, documents
export type InquiryDto = Schemas['InquiryDto'];
export type InquiryPageDto = Schemas['InquiryPageDto'];
export type IntakeAnswerDto = Schemas['IntakeAnswerDto'];
export type IntakeAnswerPageDto = Schemas['IntakeAnswerPageDto'];
export type IntakeAnswersResultDto = Schemas['IntakeAnswersResultDto'];
export type RespondentDto = Schemas['RespondentDto'];
export type RespondentPageDto = Schemas['RespondentPageDto'];
export type StaffFormDto = Schemas['StaffFormDto'];
export type StaffFormPageDto = Schemas['StaffFormPageDto'];
export type UserDocumentDto = Schemas['UserDocumentDto'];
export type UserDocumentPageDto = Schemas['UserDocumentPageDto'];
export type InquiryDocumentItem = Schemas['InquiryDocumentItem'];
export type InquiryDocumentPageDto = Schemas['InquiryDocumentPageDto'];
export type SendRemindersResultDto = Schemas['SendRemindersResultDto'];
export type RespondentActionResultDto = Schemas['RespondentActionResultDto'];

// Survey forms
export type SurveyFormDto = Schemas['SurveyFormDto'];
export type SurveyFormQuestionDto = Schemas['SurveyFormQuestionDto'];
export type FormPreviewDto = Schemas['FormPreviewDto'];
export type FormPreviewQuestionDto = Schemas['FormPreviewQuestionDto'];
export type SurveyAnswersViewDto = Schemas['SurveyAnswersViewDto'];
export type SurveyAnswerViewDto = Schemas['SurveyAnswerViewDto'];
export type OpenEndedAnswerDto = Schemas['OpenEndedAnswerDto'];
export type OpenEndedAnswerPageDto = Schemas['OpenEndedAnswerPageDto'];
export type SurveyDocumentValidateResultDto = Schemas['SurveyDocumentValidateResultDto'];

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
export type EnpsDto = Schemas['EnpsDto'];
export type EnpsFigureDto = Schemas['EnpsFigureDto'];
export type BenchmarkEnpsDto = Schemas['BenchmarkEnpsDto'];
export type IpaItem = Schemas['IpaItem'];
export type IpaGroup = Schemas['IpaGroup'];
export type IpaAreaGroup = Schemas['IpaAreaGroup'];
export type IpaRankedItem = Schemas['IpaRankedItem'];
export type IpaQuadrant = Schemas['Quadrant'];
export type ExportDataResultDto = Schemas['ExportDataResultDto'];
export type ExportAnswersResultDto = Schemas['ExportAnswersResultDto'];
// Rounds and benchmarks
export type TrendDto = Schemas['TrendDto'];
export type TrendPoint = Schemas['TrendPoint'];
export type TrendChange = Schemas['TrendChange'];
export type TrendArea = Schemas['TrendArea'];
export type TrendQuestion = Schemas['TrendQuestion'];
export type TrendRound = Schemas['TrendRound'];
export type BenchmarkDto = Schemas['BenchmarkDto'];
export type BenchmarkArea = Schemas['BenchmarkArea'];
export type BenchmarkQuestion = Schemas['BenchmarkQuestion'];
export type BenchmarkPoolDto = Schemas['BenchmarkPoolDto'];
export type BenchmarkPoolRow = Schemas['BenchmarkPoolRow'];
export type BenchmarkExclusionDto = Schemas['ExclusionDto'];

// Request bodies
export type LoginDto = Schemas['LoginDto'];
export type ChangePasswordDto = Schemas['ChangePasswordDto'];
export type ForgotPasswordDto = Schemas['ForgotPasswordDto'];
export type VerifyResetCodeDto = Schemas['VerifyResetCodeDto'];
export type ResetPasswordDto = Schemas['ResetPasswordDto'];
export type CreateInquiryDto = Schemas['CreateInquiryDto'];
export type RecreateInquiryDto = Schemas['RecreateInquiryDto'];
export type AddIntakeAnswersDto = Schemas['AddIntakeAnswersDto'];
export type IntakeAnswerItemDto = Schemas['IntakeAnswerItemDto'];
export type AddParticipantsDto = Schemas['AddParticipantsDto'];
export type CustomerAdminSignupDto = Schemas['CustomerAdminSignupDto'];
export type CustomerProfileCompleteDto = Schemas['CustomerProfileCompleteDto'];
export type VerifyEmailDto = Schemas['VerifyEmailDto'];
export type EmailVerificationStatusDto = Schemas['EmailVerificationStatusDto'];
export type UpdateProfileDto = Schemas['UpdateProfileDto'];
export type UpdateCustomerDto = Schemas['UpdateCustomerDto'];
export type UpdateCustomerUserDto = Schemas['UpdateCustomerUserDto'];
export type CreateInquiryTypeDto = Schemas['CreateInquiryTypeDto'];
export type CreatePathwayDto = Schemas['CreatePathwayDto'];
export type CreateDiagnosticQuestionDto = Schemas['CreateDiagnosticQuestionDto'];
export type CreateIntakeQuestionDto = Schemas['CreateIntakeQuestionDto'];
export type CreateCustomQuestionDto = Schemas['CreateCustomQuestionDto'];
export type ChangeStatusDto = Schemas['ChangeStatusDto'];
export type CreateFindingDto = Schemas['CreateFindingDto'];
export type CreateRecommendationDto = Schemas['CreateRecommendationDto'];
export type CreateRoadmapDto = Schemas['CreateRoadmapDto'];
export type DocumentValidateDto = Schemas['DocumentValidateDto'];

// Content translations
export type ContentKind = Schemas['ContentKind'];
export type ItemTranslationsDto = Schemas['ItemTranslationsDto'];
export type FieldTranslationsDto = Schemas['FieldTranslationsDto'];
export type LanguageTextsDto = Schemas['LanguageTextsDto'];
export type UpdateItemTranslationsDto = Schemas['UpdateItemTranslationsDto'];
export type CoverageDto = Schemas['CoverageDto'];
export type LanguageCoverageDto = Schemas['LanguageCoverageDto'];
export type MissingTextDto = Schemas['MissingTextDto'];
export type TranslationImportResultDto = Schemas['TranslationImportResultDto'];

// Integrations: API keys and webhooks
export type CreateApiKeyDto = Schemas['CreateApiKeyDto'];
export type CreatedApiKeyDto = Schemas['CreatedApiKeyDto'];
export type ApiKeyItemDto = Schemas['ApiKeyItemDto'];
export type CreateWebhookDto = Schemas['CreateWebhookDto'];
export type CreatedWebhookDto = Schemas['CreatedWebhookDto'];
export type WebhookItemDto = Schemas['WebhookItemDto'];
export type WebhookDeliveryItemDto = Schemas['WebhookDeliveryItemDto'];

import { AuditEvent } from './audit/audit-event.entity';
import { PasswordResetCode } from './auth/password-reset-code.entity';
import { CustomQuestion } from './custom-questions/custom-question.entity';
import { Customer } from './customers/customer.entity';
import { DiagnosticQuestion } from './diagnostic-questions/diagnostic-question.entity';
import { StoredFile } from './files/stored-file.entity';
import { Job } from './jobs/job.entity';
import { Finding } from './findings/finding.entity';
import { Inquiry } from './inquiries/inquiry.entity';
import { IntakeAnswer } from './inquiries/intake-answer.entity';
import { Respondent } from './respondents/respondent.entity';
import { InquiryType } from './inquiry-types/inquiry-type.entity';
import { IntakeQuestion } from './intake-questions/intake-question.entity';
import { OutboundMail } from './mail/outbound-mail.entity';
import { Pathway } from './pathways/pathway.entity';
import { Recommendation } from './recommendations/recommendation.entity';
import { ResultAdvanceInsight } from './results/result-advance-insight.entity';
import { ResultAreaColor } from './results/result-area-color.entity';
import { ResultFinding } from './results/result-finding.entity';
import { ResultInput } from './results/result-input.entity';
import { ResultRecommendation } from './results/result-recommendation.entity';
import { ResultRoadmapStep } from './results/result-roadmap-step.entity';
import { Roadmap } from './roadmaps/roadmap.entity';
import { AnswerTotal } from './answers/answer-total.entity';
import { SurveyAnswer } from './answers/survey-answer.entity';
import { InsightSnapshot } from './insights/insight-snapshot.entity';
import { InsightSnapshotTotal } from './insights/insight-snapshot-total.entity';
import { InsightSnapshotForm } from './insights/insight-snapshot-form.entity';
import { InsightSnapshotGeneration } from './insights/insight-snapshot-generation.entity';
import { InsightSnapshotGroup } from './insights/insight-snapshot-group.entity';
import { InsightSnapshotWithheld } from './insights/insight-snapshot-withheld.entity';
import { InsightSnapshotSegmentTotal } from './insights/insight-snapshot-segment-total.entity';
import { Person } from './people/person.entity';
import { PersonAttribute } from './people/person-attribute.entity';
import { RespondentAttribute } from './respondents/respondent-attribute.entity';
import { SegmentTotal } from './answers/segment-total.entity';
import { ContentTranslation } from './translations/content-translation.entity';
import { EmailVerificationCode } from './signup/email-verification-code.entity';
import { PendingRegistration } from './signup/pending-registration.entity';
import { InvitationDayCount } from './invitation-limits/invitation-day-count.entity';
import { IdempotencyKey } from './idempotency/idempotency-key.entity';
import { User } from './users/user.entity';
import { CommentAnalysis } from './comments/comment-analysis.entity';
import { CommentItem } from './comments/comment-item.entity';
import { CommentRelease } from './comments/comment-release.entity';
import { CommentTheme } from './comments/comment-theme.entity';
import { BenchmarkExclusion } from './benchmarks/benchmark-exclusion.entity';
import { BenchmarkMember } from './benchmarks/benchmark-member.entity';
import { BenchmarkMemberTotal } from './benchmarks/benchmark-member-total.entity';
import { BenchmarkRelease } from './benchmarks/benchmark-release.entity';
import { ApiKey } from './api-keys/api-key.entity';
import { Webhook } from './webhooks/webhook.entity';
import { WebhookDelivery } from './webhooks/webhook-delivery.entity';
import { SsoDomain } from './sso/sso-domain.entity';
import { SsoDomainClaim } from './sso/sso-domain-claim.entity';
import { SsoIdentity } from './sso/sso-identity.entity';
import { SsoLinkBudget } from './sso/sso-link-budget.entity';
import { SsoLinkRequest } from './sso/sso-link-request.entity';
import { SsoLogin } from './sso/sso-login.entity';
import { SsoSettings } from './sso/sso-settings.entity';
import { SamlAssertion } from './sso/saml/saml-assertion.entity';
import { SamlRequest } from './sso/saml/saml-request.entity';
import { SamlSettings } from './sso/saml/saml-settings.entity';
import { Action } from './actions/action.entity';
import { ActionTarget } from './actions/action-target.entity';
import { ActionUpdate } from './actions/action-update.entity';
import { Programme } from './programmes/programme.entity';
import { ProgrammeRound } from './programmes/programme-round.entity';
import { OpenLink } from './open-links/open-link.entity';
import { OpenLinkRespondent } from './open-links/open-link-respondent.entity';
import { InquiryQuestion } from './inquiries/inquiry-question.entity';
import { ResultDraft } from './results-studio/result-draft.entity';
import { RespondentManager } from './respondents/respondent-manager.entity';
import { ReportShare } from './report-shares/report-share.entity';
import { ScimGroup } from './scim/scim-group.entity';
import { ScimGroupMember } from './scim/scim-group-member.entity';
import { LifecycleSurvey } from './lifecycle/lifecycle-survey.entity';
import { LifecyclePeriod } from './lifecycle/lifecycle-period.entity';
import { LifecycleInvitation } from './lifecycle/lifecycle-invitation.entity';

/** Every entity of the data model; the data source and the migration generator read this list. */
export const ENTITIES = [
  AnswerTotal,
  ApiKey,
  AuditEvent,
  CommentAnalysis,
  CommentItem,
  CommentRelease,
  CommentTheme,
  BenchmarkExclusion,
  BenchmarkMember,
  BenchmarkMemberTotal,
  BenchmarkRelease,
  ContentTranslation,
  Customer,
  CustomQuestion,
  DiagnosticQuestion,
  EmailVerificationCode,
  Finding,
  IdempotencyKey,
  InquiryType,
  Inquiry,
  IntakeAnswer,
  InsightSnapshot,
  InsightSnapshotTotal,
  InsightSnapshotGeneration,
  InsightSnapshotForm,
  InsightSnapshotGroup,
  InsightSnapshotWithheld,
  InsightSnapshotSegmentTotal,
  Person,
  PersonAttribute,
  RespondentAttribute,
  SegmentTotal,
  IntakeQuestion,
  InvitationDayCount,
  Job,
  OutboundMail,
  PasswordResetCode,
  PendingRegistration,
  Pathway,
  Recommendation,
  Respondent,
  ResultAdvanceInsight,
  ResultAreaColor,
  ResultFinding,
  ResultInput,
  ResultRecommendation,
  ResultRoadmapStep,
  Roadmap,
  StoredFile,
  SsoDomain,
  SsoDomainClaim,
  SsoIdentity,
  SsoLinkBudget,
  SsoLinkRequest,
  SsoLogin,
  SsoSettings,
  SamlAssertion,
  SamlRequest,
  SamlSettings,
  SurveyAnswer,
  User,
  Webhook,
  WebhookDelivery,
  Action,
  ActionTarget,
  ActionUpdate,
  Programme,
  ProgrammeRound,
  OpenLink,
  OpenLinkRespondent,
  InquiryQuestion,
  ResultDraft,
  RespondentManager,
  ReportShare,
  ScimGroup,
  ScimGroupMember,
  LifecycleSurvey,
  LifecyclePeriod,
  LifecycleInvitation,
];

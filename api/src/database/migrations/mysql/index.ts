import type { MigrationClass } from '../migration-class';
import { InitialSchema1795326173672 } from './1795326173672-initial-schema';
import { AnswerIndexes1795331149435 } from './1795331149435-answer-indexes';
import { InquiryCountersAndAnswerTotals1795376829728 } from './1795376829728-inquiry-counters-and-answer-totals';
import { StoredFilesKindCreatedIndex1795385998648 } from './1795385998648-stored-files-kind-created-index';
import { RespondentInvitationKey1795400000000 } from './1795400000000-respondent-invitation-key';
import { ContentTranslationsAndUserLanguage1795493209483 } from './1795493209483-content-translations-and-user-language';
import { AuditAggregation1795600000000 } from './1795600000000-audit-aggregation';
import { SignupVerificationAndInvitationQuota1795700000000 } from './1795700000000-signup-verification-and-invitation-quota';
import { InsightSnapshots1795800000000 } from './1795800000000-insight-snapshots';
import { PendingRegistrations1795900000000 } from './1795900000000-pending-registrations';
import { MailLanguages1796000000000 } from './1796000000000-mail-languages';
import { ResultInputsNullableMeans1796100000000 } from './1796100000000-result-inputs-nullable-means';
import { PendingRegistrationLanguage1796200000000 } from './1796200000000-pending-registration-language';
import { IdempotencyKeys1796210000000 } from './1796210000000-idempotency-keys';
import { CustomQuestionApprovedAt1796220000000 } from './1796220000000-custom-question-approved-at';
import { CustomQuestionReviewReason1796235000000 } from './1796235000000-custom-question-review-reason';

import { ApiKeysAndWebhooks1796700000000 } from './1796700000000-api-keys-and-webhooks';
import { SingleSignOn1796600000000 } from './1796600000000-single-sign-on';
import { SsoProtocol1796900000000 } from './1796900000000-sso-protocol';
import { SsoIdentities1796900000001 } from './1796900000001-sso-identities';
import { SsoDomainProof1796900000002 } from './1796900000002-sso-domain-proof';
import { SamlSignIn1797000000000 } from './1797000000000-saml-sign-in';
import { PeopleAndSegments1796300000000 } from './1796300000000-people-and-segments';
import { TrendsAndBenchmarks1796400000000 } from './1796400000000-trends-and-benchmarks';
import { CommentAnalyses1796500000000 } from './1796500000000-comment-analyses';
import { CommentThemeScored1796500000001 } from './1796500000001-comment-theme-scored';
import { DisclosureGenerations1796800000000 } from './1796800000000-disclosure-generations';
import { SealWebhookSecrets1797100000000 } from './1797100000000-seal-webhook-secrets';
import { SsoLinkBudgets1797240000000 } from './1797240000000-sso-link-budgets';
import { MailBodyRetention1797250000000 } from './1797250000000-mail-body-retention';
import { InvitationKeySealed1797300000000 } from './1797300000000-invitation-key-sealed';
import { Jobs1797400000000 } from './1797400000000-jobs';
import { Actions1797600000000 } from './1797600000000-actions';
import { ActionDueMails1797600000001 } from './1797600000001-action-due-mails';
import { PeopleManagers1797800000000 } from './1797800000000-people-managers';
import { Programmes1797700000000 } from './1797700000000-programmes';
import { ResultDrafts1797500000000 } from './1797500000000-result-drafts';
import { RespondentManagers1797800000001 } from './1797800000001-respondent-managers';
import { Scim1797800000002 } from './1797800000002-scim';
import { InquiryQuestions1797900000000 } from './1797900000000-inquiry-questions';
import { ResultsWithdrawnAt1797950000000 } from './1797950000000-results-withdrawn-at';
import { OpenLinks1798000000000 } from './1798000000000-open-links';
import { ReportShares1798000003900 } from './1798000003900-report-shares';
import { Lifecycle1798000008000 } from './1798000008000-lifecycle';
import { EnpsCounts1798000009100 } from './1798000009100-enps-counts';
import { DraftDismissedSuggestions1798100000000 } from './1798100000000-draft-dismissed-suggestions';
import { BenchmarkEnps1798150000000 } from './1798150000000-benchmark-enps';
/** Applied in this order. */
export const MYSQL_MIGRATIONS: MigrationClass[] = [
  InitialSchema1795326173672,
  AnswerIndexes1795331149435,
  InquiryCountersAndAnswerTotals1795376829728,
  StoredFilesKindCreatedIndex1795385998648,
  RespondentInvitationKey1795400000000,
  ContentTranslationsAndUserLanguage1795493209483,
  AuditAggregation1795600000000,
  SignupVerificationAndInvitationQuota1795700000000,
  InsightSnapshots1795800000000,
  PendingRegistrations1795900000000,
  MailLanguages1796000000000,
  ResultInputsNullableMeans1796100000000,
  PendingRegistrationLanguage1796200000000,
  IdempotencyKeys1796210000000,
  CustomQuestionApprovedAt1796220000000,
  CustomQuestionReviewReason1796235000000,
  SingleSignOn1796600000000,
  SsoProtocol1796900000000,
  SsoIdentities1796900000001,
  SsoDomainProof1796900000002,
  SamlSignIn1797000000000,
  ApiKeysAndWebhooks1796700000000,
  PeopleAndSegments1796300000000,
  TrendsAndBenchmarks1796400000000,
  CommentAnalyses1796500000000,
  CommentThemeScored1796500000001,
  DisclosureGenerations1796800000000,
  SealWebhookSecrets1797100000000,
  SsoLinkBudgets1797240000000,
  MailBodyRetention1797250000000,
  InvitationKeySealed1797300000000,
  Jobs1797400000000,
  Actions1797600000000,
  ActionDueMails1797600000001,
  PeopleManagers1797800000000,
  Programmes1797700000000,
  ResultDrafts1797500000000,
  RespondentManagers1797800000001,
  Scim1797800000002,
  InquiryQuestions1797900000000,
  ResultsWithdrawnAt1797950000000,
  OpenLinks1798000000000,
  ReportShares1798000003900,
  Lifecycle1798000008000,
  EnpsCounts1798000009100,
  DraftDismissedSuggestions1798100000000,
  BenchmarkEnps1798150000000,
];

import type { Type } from '@nestjs/common';
import { ReportsModule } from './reports/reports.module';
import { ResultsModule } from './results/results.module';
import { CustomQuestionsModule } from './custom-questions/custom-questions.module';
import { InquiriesModule } from './inquiries/inquiries.module';
import { RespondentsModule } from './respondents/respondents.module';
import { DocumentsModule } from './documents/documents.module';
import { SurveysModule } from './surveys/surveys.module';
import { IntakeQuestionsModule } from './intake-questions/intake-questions.module';
import { RoadmapsModule } from './roadmaps/roadmaps.module';
import { DiagnosticQuestionsModule } from './diagnostic-questions/diagnostic-questions.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { FindingsModule } from './findings/findings.module';
import { PathwaysModule } from './pathways/pathways.module';
import { CustomerUsersModule } from './customer-users/customer-users.module';
import { InquiryTypesModule } from './inquiry-types/inquiry-types.module';
import { CustomersModule } from './customers/customers.module';
import { SignupModule } from './signup/signup.module';
import { ProfileModule } from './profile/profile.module';
import { InsightsModule } from './insights/insights.module';
import { CommentsModule } from './comments/comments.module';
import { TrendsModule } from './trends/trends.module';
import { BenchmarksModule } from './benchmarks/benchmarks.module';
import { PeopleModule } from './people/people.module';
import { RemindersModule } from './reminders/reminders.module';
import { TranslationsModule } from './translations/translations.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { SsoModule } from './sso/sso.module';
import { SamlModule } from './sso/saml/saml.module';
import { JobsModule } from './jobs/jobs.module';
import { ActionsModule } from './actions/actions.module';
import { ProgrammesModule } from './programmes/programmes.module';
import { ResultsStudioModule } from './results-studio/results-studio.module';
import { ScimModule } from './scim/scim.module';
import { OpenLinksModule } from './open-links/open-links.module';
import { ReportSharesModule } from './report-shares/report-shares.module';
import { TeamInsightsModule } from './team-insights/team-insights.module';
import { LifecycleModule } from './lifecycle/lifecycle.module';
/**
 * The product's resource modules. Each issue adds its modules here (one line each),
 * so app.module.ts stays the same as the portal grows.
 */
export const FEATURE_MODULES: Type[] = [
  JobsModule,
  CustomQuestionsModule,
  IntakeQuestionsModule,
  DiagnosticQuestionsModule,
  PathwaysModule,
  InquiryTypesModule,
  CustomersModule,
  CustomerUsersModule,
  FindingsModule,
  RecommendationsModule,
  RoadmapsModule,
  InquiriesModule,
  RespondentsModule,
  DocumentsModule,
  SurveysModule,
  SignupModule,
  ResultsModule,
  ReportsModule,
  ProfileModule,
  InsightsModule,
  CommentsModule,
  TrendsModule,
  BenchmarksModule,
  PeopleModule,
  RemindersModule,
  TranslationsModule,
  ApiKeysModule,
  WebhooksModule,
  SsoModule,
  SamlModule,
  ActionsModule,
  ProgrammesModule,
  ResultsStudioModule,
  ScimModule,
  ReportSharesModule,
  TeamInsightsModule,
  OpenLinksModule,
  LifecycleModule,
];

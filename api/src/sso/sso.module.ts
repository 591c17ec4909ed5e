import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CustomersModule } from '../customers/customers.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { UsersModule } from '../users/users.module';
import { JwksKeys } from './jwks-keys';
import { SsoAccountsService } from './sso-accounts.service';
import { SsoAuthController } from './sso-auth.controller';
import { SsoDomain } from './sso-domain.entity';
import { SsoDomainClaim } from './sso-domain-claim.entity';
import { SsoDomainsService } from './sso-domains.service';
import { SsoIdentity } from './sso-identity.entity';
import { SsoLinkBudget } from './sso-link-budget.entity';
import { SsoLinkBudgets } from './sso-link-budgets';
import { SsoLinkRequest } from './sso-link-request.entity';
import { SsoLinksService } from './sso-links.service';
import { SsoLogin } from './sso-login.entity';
import { SsoLoginService } from './sso-login.service';
import { SsoSettings } from './sso-settings.entity';
import { SsoSettingsController } from './sso-settings.controller';
import { SsoSettingsService } from './sso-settings.service';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { SsoPasswordHooks } from './sso-password-hooks';

/**
 * Single sign-on. Hands the auth module its password-login policy (an organisation that requires SSO
 * refuses passwords) and its password-set listener (a new password unlinks the account's SSO
 * identities) through auth's PasswordHooks, so auth need not import this module.
 */
@Module({
  imports: [
    MailModule,
    AuditModule,
    TypeOrmModule.forFeature([
      SsoSettings,
      SsoDomain,
      SsoDomainClaim,
      SsoLogin,
      SsoIdentity,
      SsoLinkRequest,
      SsoLinkBudget,
    ]),
    AuthModule,
    UsersModule,
    CustomersModule,
    RespondentsModule,
  ],
  controllers: [SsoAuthController, SsoSettingsController],
  providers: [
    SsoSettingsService,
    SsoLoginService,
    SsoAccountsService,
    SsoLinksService,
    SsoLinkBudgets,
    SsoDomainsService,
    JwksKeys,
    SsoPasswordHooks,
  ],
  // The SAML module (sso/saml/) reads the organisation's SSO settings and finishes its sign-ins with complete().
  exports: [SsoSettingsService, SsoLoginService, SsoLinksService],
})
export class SsoModule {}

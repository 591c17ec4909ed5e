import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { PASSWORD_LOGIN_POLICY } from '../auth/password-login-policy';
import { PASSWORD_SET_LISTENER } from '../auth/password-set-listener';
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

/**
 * Single sign-on. Global only to hand the auth module its password-login policy (an organisation
 * that requires SSO refuses passwords) and its password-set listener (a new password unlinks the
 * account's SSO identities) without auth importing this module.
 */
@Global()
@Module({
  imports: [
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
    { provide: PASSWORD_LOGIN_POLICY, useExisting: SsoSettingsService },
    { provide: PASSWORD_SET_LISTENER, useExisting: SsoLinksService },
  ],
  // The SAML module (sso/saml/) reads the organisation's SSO settings and finishes its sign-ins with complete().
  exports: [PASSWORD_LOGIN_POLICY, PASSWORD_SET_LISTENER, SsoSettingsService, SsoLoginService, SsoLinksService],
})
export class SsoModule {}

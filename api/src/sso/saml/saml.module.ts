import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../../customers/customers.module';
import { SsoModule } from '../sso.module';
import { SamlAssertion } from './saml-assertion.entity';
import { SamlAuthController } from './saml-auth.controller';
import { SamlLoginService } from './saml-login.service';
import { SamlReplayService } from './saml-replay.service';
import { SamlRequest } from './saml-request.entity';
import { SamlSettings } from './saml-settings.entity';
import { SamlSettingsController } from './saml-settings.controller';
import { SamlSettingsService } from './saml-settings.service';
import { AuditModule } from '../../audit/audit.module';

/**
 * SAML 2.0 sign-in for organisations whose SSO protocol is 'saml'. Its own module over its own
 * tables; it leans on the SSO module for the organisation's SSO settings (enabled, domains,
 * protocol) and for complete(), the step every protocol shares.
 */
@Module({
  imports: [
    AuditModule,
    TypeOrmModule.forFeature([SamlSettings, SamlRequest, SamlAssertion]),
    SsoModule,
    CustomersModule,
  ],
  controllers: [SamlAuthController, SamlSettingsController],
  providers: [SamlSettingsService, SamlLoginService, SamlReplayService],
})
export class SamlModule {}

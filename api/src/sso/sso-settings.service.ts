import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import type { PasswordLoginPolicy } from '../auth/password-login-policy';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import { transaction } from '../database/transaction';
import { SsoConnectionTestDto, SsoSettingsDto } from './dto/sso-responses.dto';
import { UpdateSsoSettingsDto } from './dto/update-sso-settings.dto';
import { discover, ProviderSettings } from './oidc-client';
import { open, seal } from '../common/crypto/secret-box';
import { SsoDomainsService } from './sso-domains.service';
import { SsoLinksService } from './sso-links.service';
import { SsoProtocol, SsoSettings } from './sso-settings.entity';
import {
  blankSettings,
  findEnabledSettings,
  findSettings,
  saveSettings,
  settingsRequireSso,
} from './sso-settings.repository';

const SAVE_FAILED = 'SSO settings not saved';
const sealContext = (customerId: number) => `sso-client-secret:customer:${customerId}`;

/** The sso_settings table: an organisation's settings (its domains are SsoDomainsService's). */
@Injectable()
export class SsoSettingsService implements PasswordLoginPolicy {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly domains: SsoDomainsService,
    private readonly customers: CustomersService,
    private readonly audit: AuditService,
    private readonly links: SsoLinksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get redirectUri(): string {
    return `${this.config.publicUrl}/api/auth/sso/callback`;
  }

  /** Only with a proved domain: an organisation with claims alone could otherwise lock its users out. */
  async requiresSso(customerId: number): Promise<boolean> {
    return (await settingsRequireSso(this.dataSource.manager, customerId)) && this.domains.hasProved(customerId);
  }

  /** The enabled settings of the organisation a proved email domain belongs to; null when none. */
  async forDomain(domain: string): Promise<SsoSettings | null> {
    const row = await this.domains.findProved(domain);
    if (!row) return null;
    return findEnabledSettings(this.dataSource.manager, row.customerId);
  }

  async enabledFor(customerId: number): Promise<SsoSettings | null> {
    return findEnabledSettings(this.dataSource.manager, customerId);
  }

  /** The organisation's proved domains (claims do nothing). */
  domainsOf(customerId: number): Promise<string[]> {
    return this.domains.provedOf(customerId);
  }

  provider(s: SsoSettings): ProviderSettings {
    return {
      issuerUrl: s.issuerUrl,
      clientId: s.clientId,
      clientSecret: s.clientSecretSealed
        ? open(this.config.sso.secretKey, s.clientSecretSealed, sealContext(s.customerId))
        : '',
      allowHttp: this.config.sso.allowHttpIssuer,
      allowPrivate: this.config.sso.allowPrivateIssuer,
    };
  }

  async view(customerId: number): Promise<SsoSettingsDto> {
    await this.existingCustomer(customerId);
    const s = await findSettings(this.dataSource.manager, customerId);
    return {
      CustomerId: customerId,
      Enabled: s?.enabled ?? false,
      Protocol: s?.protocol ?? 'oidc',
      IssuerUrl: s?.issuerUrl ?? '',
      ClientId: s?.clientId ?? '',
      HasClientSecret: !!s?.clientSecretSealed,
      AllowedDomains: await this.domains.claimedOf(customerId),
      Domains: await this.domains.describe(customerId),
      RequireSso: s?.requireSso ?? false,
      AccountCreation: s?.accountCreation ?? 'invitation',
      RedirectUri: this.redirectUri,
    };
  }

  /** Checks everything first, then writes the settings and the domain list in one transaction. */
  async update(customerId: number, dto: UpdateSsoSettingsDto, actor: AuthUser, ip?: string): Promise<SsoSettingsDto> {
    await this.existingCustomer(customerId);
    const current = await findSettings(this.dataSource.manager, customerId);
    const domains = [...new Set(dto.AllowedDomains)].sort();
    const hasSecret = !!dto.ClientSecret || !!current?.clientSecretSealed;
    const protocol = dto.Protocol ?? current?.protocol ?? 'oidc';
    const problems = this.problems(dto, protocol, domains, hasSecret);
    if (problems.length) throw ApiError.badRequest(problems);
    const claims = await this.domains.claimProblems(customerId, domains);
    if (claims.invalid.length) throw ApiError.badRequest(claims.invalid);
    if (claims.taken.length) throw ApiError.conflict(claims.taken, SAVE_FAILED);
    // Another provider (or another client at it) vouches for nobody yet: every account proves itself again.
    const providerChanged =
      !!current &&
      (current.issuerUrl !== dto.IssuerUrl || current.clientId !== dto.ClientId || current.protocol !== protocol);
    let unlinked = 0;
    try {
      await transaction(this.dataSource, async (m) => {
        const row = current ?? blankSettings(m, customerId);
        row.enabled = dto.Enabled;
        row.protocol = protocol;
        row.issuerUrl = dto.IssuerUrl;
        row.clientId = dto.ClientId;
        if (dto.ClientSecret)
          row.clientSecretSealed = seal(this.config.sso.secretKey, dto.ClientSecret, sealContext(customerId));
        row.requireSso = dto.RequireSso;
        row.accountCreation = dto.AccountCreation;
        await saveSettings(m, row);
        await this.domains.replaceClaims(m, customerId, domains);
        if (providerChanged) unlinked = await this.links.unlinkAll(customerId, m);
      });
    } catch (err) {
      // The same organisation saving twice at the same moment: the claim's key decides.
      if (/duplicate|unique/i.test(String((err as Error).message)))
        throw ApiError.conflict(['AllowedDomains: the settings changed meanwhile; please try again'], SAVE_FAILED);
      throw err;
    }
    await this.audit.record({
      action: 'sso.settings',
      actorUserId: actor.id,
      customerId,
      target: `customer:${customerId}`,
      ip,
    });
    if (unlinked)
      await this.audit.record({
        action: 'sso.unlinked',
        actorUserId: actor.id,
        customerId,
        target: `customer:${customerId}`,
        detail: `${unlinked} accounts`,
        ip,
      });
    return this.view(customerId);
  }

  /** Reads the issuer's discovery document with the stored settings. */
  async test(customerId: number): Promise<SsoConnectionTestDto> {
    await this.existingCustomer(customerId);
    const s = await findSettings(this.dataSource.manager, customerId);
    if (!s?.issuerUrl) return { Ok: false, Message: 'Save an issuer URL first' };
    try {
      const config = await discover(this.provider(s));
      return { Ok: true, Issuer: config.serverMetadata().issuer };
    } catch (err) {
      return { Ok: false, Message: `The issuer could not be read: ${(err as Error).message}`.slice(0, 300) };
    }
  }

  private problems(dto: UpdateSsoSettingsDto, protocol: SsoProtocol, domains: string[], hasSecret: boolean): string[] {
    const problems: string[] = [];
    if (dto.IssuerUrl && !this.issuerAllowed(dto.IssuerUrl)) {
      problems.push(
        this.config.sso.allowHttpIssuer
          ? 'IssuerUrl: The issuer URL must be an http(s) URL'
          : 'IssuerUrl: The issuer URL must be an https:// URL',
      );
    }
    if (!dto.Enabled) return problems;
    // A SAML organisation's provider settings are the SAML module's to check.
    if (protocol === 'oidc') {
      if (!dto.IssuerUrl) problems.push('IssuerUrl: Enter the issuer URL');
      if (!dto.ClientId) problems.push('ClientId: Enter the client ID');
      if (!hasSecret) problems.push('ClientSecret: Enter the client secret');
    }
    if (!domains.length) problems.push('AllowedDomains: Add at least one email domain');
    return problems;
  }

  private issuerAllowed(url: string): boolean {
    try {
      const u = new URL(url);
      if (u.username || u.password || u.search || u.hash) return false;
      return u.protocol === 'https:' || (this.config.sso.allowHttpIssuer && u.protocol === 'http:');
    } catch {
      return false;
    }
  }

  private async existingCustomer(customerId: number): Promise<void> {
    if (!(await this.customers.findById(customerId))) throw ApiError.notFound('Customer');
  }
}

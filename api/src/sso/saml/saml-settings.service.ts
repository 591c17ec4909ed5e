import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import type { AuthUser } from '../../auth/auth-user';
import { ApiError } from '../../common/filters/api-error';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CustomersService } from '../../customers/customers.service';
import { SsoLinksService } from '../sso-links.service';
import { SamlSettingsDto } from './dto/saml-responses.dto';
import { UpdateSamlSettingsDto } from './dto/update-saml-settings.dto';
import { describe, splitPems, toPem } from './certificates';
import { IdpMetadata, parseIdpMetadata } from './idp-metadata';
import { SamlSettings } from './saml-settings.entity';
import {
  findSamlSettings,
  findSamlSettingsOrFail,
  insertSamlSettings,
  samlSettingsOfSpKey,
  saveSamlSettings,
} from './saml.repository';
import { IdpIdentity, NAMEID_EMAIL, SpIdentity } from './service-provider';

const SAVE_FAILED = 'SAML settings not saved';

/** The saml_settings table: an organisation's identity provider, and the portal's own SAML identity for it. */
@Injectable()
export class SamlSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersService,
    private readonly audit: AuditService,
    private readonly links: SsoLinksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get acsUrl(): string {
    return `${this.config.publicUrl}/api/auth/saml/acs`;
  }

  /** The portal as this organisation's service provider; its entity id is also where its metadata is served. */
  sp(s: SamlSettings): SpIdentity {
    return { entityId: `${this.config.publicUrl}/api/auth/saml/metadata/${s.spKey}`, acsUrl: this.acsUrl };
  }

  idp(s: SamlSettings): IdpIdentity {
    return { entityId: s.idpEntityId, ssoUrl: s.idpSsoUrl, certificates: splitPems(s.idpCertificates) };
  }

  /** The organisation's settings when a sign-in can use them (provider entity id, sign-on URL and a certificate stored). */
  async usableFor(customerId: number): Promise<SamlSettings | null> {
    const s = await findSamlSettings(this.dataSource.manager, customerId);
    return s && complete(s) ? s : null;
  }

  bySpKey(spKey: string): Promise<SamlSettings | null> {
    return /^[A-Za-z0-9_-]{16,32}$/.test(spKey)
      ? samlSettingsOfSpKey(this.dataSource.manager, spKey)
      : Promise.resolve(null);
  }

  async view(customerId: number): Promise<SamlSettingsDto> {
    await this.existingCustomer(customerId);
    const s = await this.ensure(customerId);
    const sp = this.sp(s);
    const certificates = splitPems(s.idpCertificates);
    return {
      CustomerId: customerId,
      IdpEntityId: s.idpEntityId,
      IdpSsoUrl: s.idpSsoUrl,
      IdpCertificates: certificates,
      Certificates: certificates.map(describe),
      Complete: complete(s),
      SpEntityId: sp.entityId,
      AcsUrl: sp.acsUrl,
      MetadataUrl: sp.entityId,
      NameIdFormat: NAMEID_EMAIL,
    };
  }

  /**
   * Checks everything first, then one write. A new provider entity id means other people may stand
   * behind the same NameIDs, so the accounts' links to the old provider are dropped.
   */
  async update(customerId: number, dto: UpdateSamlSettingsDto, actor: AuthUser, ip?: string): Promise<SamlSettingsDto> {
    await this.existingCustomer(customerId);
    let metadata: IdpMetadata | null = null;
    if (dto.MetadataXml?.trim()) {
      try {
        metadata = parseIdpMetadata(dto.MetadataXml);
      } catch (err) {
        throw ApiError.badRequest([`MetadataXml: ${(err as Error).message}`], SAVE_FAILED);
      }
    }
    const entityId = dto.IdpEntityId || metadata?.entityId || '';
    const ssoUrl = dto.IdpSsoUrl || metadata?.ssoUrl || '';
    const given = dto.IdpCertificates.filter((c) => c.trim());
    const pems = given.length ? given.map(toPem) : (metadata?.certificates ?? []);
    const problems = this.problems(entityId, ssoUrl, pems);
    if (problems.length) throw ApiError.badRequest(problems, SAVE_FAILED);
    const row = await this.ensure(customerId);
    const previousEntityId = row.idpEntityId;
    row.idpEntityId = entityId;
    row.idpSsoUrl = ssoUrl;
    row.idpCertificates = [...new Set(pems as string[])].join('\n');
    await saveSamlSettings(this.dataSource.manager, row);
    if (previousEntityId && previousEntityId !== entityId) await this.links.unlinkAll(customerId);
    await this.audit.record({
      action: 'sso.saml.settings',
      actorUserId: actor.id,
      customerId,
      target: `customer:${customerId}`,
      detail: previousEntityId !== entityId ? 'idp changed' : undefined,
      ip,
    });
    return this.view(customerId);
  }

  private problems(entityId: string, ssoUrl: string, pems: (string | null)[]): string[] {
    const problems: string[] = [];
    if (!entityId) problems.push('IdpEntityId: Enter the identity provider’s entity ID');
    if (!ssoUrl) problems.push('IdpSsoUrl: Enter the identity provider’s sign-on URL');
    else if (!this.urlAllowed(ssoUrl))
      problems.push(
        this.config.sso.allowHttpIssuer
          ? 'IdpSsoUrl: The sign-on URL must be an http(s) URL'
          : 'IdpSsoUrl: The sign-on URL must be an https:// URL',
      );
    if (!pems.length) problems.push('IdpCertificates: Add the identity provider’s signing certificate');
    pems.forEach((pem, i) => {
      if (pem === null)
        problems.push(`IdpCertificates: Certificate ${i + 1} is not an X.509 certificate (PEM or base64)`);
    });
    return problems;
  }

  /** The browser, not the portal, calls the sign-on URL, so only its scheme matters (https, http for tests as for issuers). */
  private urlAllowed(url: string): boolean {
    try {
      const u = new URL(url);
      if (u.username || u.password || u.hash) return false;
      return u.protocol === 'https:' || (this.config.sso.allowHttpIssuer && u.protocol === 'http:');
    } catch {
      return false;
    }
  }

  /** The row with the portal's key for this organisation, made on first use so the admin can register the portal before anything else. */
  private async ensure(customerId: number): Promise<SamlSettings> {
    const found = await findSamlSettings(this.dataSource.manager, customerId);
    if (found) return found;
    try {
      await insertSamlSettings(this.dataSource.manager, {
        customerId,
        spKey: randomBytes(16).toString('base64url'),
        idpCertificates: '',
      });
    } catch (err) {
      // The same organisation's first two reads at once: the unique customer index lets one insert, both read it.
      if (!/duplicate|unique/i.test(String((err as Error).message))) throw err;
    }
    return findSamlSettingsOrFail(this.dataSource.manager, customerId);
  }

  private async existingCustomer(customerId: number): Promise<void> {
    if (!(await this.customers.findById(customerId))) throw ApiError.notFound('Customer');
  }
}

const complete = (s: SamlSettings) => !!s.idpEntityId && !!s.idpSsoUrl && splitPems(s.idpCertificates).length > 0;

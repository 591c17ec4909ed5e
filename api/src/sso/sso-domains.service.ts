import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UsersService } from '../users/users.service';
import { challengeRecordCarries, challengeRecordName, challengeToken } from './domain-proof';
import type { SsoDomainDto } from './dto/sso-responses.dto';
import { isPublicMailDomain } from './public-mail-domains';
import { DomainProof, SsoDomain } from './sso-domain.entity';
import {
  claimsOf,
  findProvedDomain,
  hasClaim,
  hasProvedDomain,
  insertProvedDomain,
  provedDomainsOf,
  replaceDomainClaims,
} from './sso-settings.repository';

const NOT_VERIFIED = 'Domain not verified';

/**
 * An organisation's email domains: claims (listed in the settings, doing nothing) and proved
 * domains (sso_domains: a DNS TXT record `_portal-challenge.<domain>` carrying the organisation's
 * token, or the operator's approval). Discovery, Require SSO and account creation read proved ones only.
 * No claim of a public mail provider, of the operator's own domain, or of a domain where another
 * organisation (or the operator) already has accounts.
 */
@Injectable()
export class SsoDomainsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The organisation a proved domain belongs to. */
  findProved(domain: string): Promise<SsoDomain | null> {
    return findProvedDomain(this.dataSource.manager, domain);
  }

  async provedOf(customerId: number): Promise<string[]> {
    return (await provedDomainsOf(this.dataSource.manager, customerId, true)).map((d) => d.domain);
  }

  hasProved(customerId: number): Promise<boolean> {
    return hasProvedDomain(this.dataSource.manager, customerId);
  }

  async claimedOf(customerId: number): Promise<string[]> {
    return (await claimsOf(this.dataSource.manager, customerId)).map((d) => d.domain);
  }

  /** Each claimed domain with its state and the DNS record that proves it. */
  async describe(customerId: number): Promise<SsoDomainDto[]> {
    const proved = new Map((await provedDomainsOf(this.dataSource.manager, customerId)).map((d) => [d.domain, d]));
    return (await this.claimedOf(customerId)).map((domain) => ({
      Domain: domain,
      Status: proved.has(domain) ? 'verified' : 'pending',
      ProvedBy: proved.get(domain)?.provedBy ?? null,
      RecordName: challengeRecordName(domain),
      RecordValue: challengeToken(this.config.sso.secretKey, customerId, domain),
    }));
  }

  /** What refuses newly listed domains: bad ones (400) and ones another organisation holds (409). */
  async claimProblems(customerId: number, domains: string[]): Promise<{ invalid: string[]; taken: string[] }> {
    const already = new Set(await this.claimedOf(customerId));
    const invalid: string[] = [];
    const taken: string[] = [];
    for (const domain of domains.filter((d) => !already.has(d))) {
      const problem = await this.problemOf(customerId, domain);
      if (problem) (problem.status === 400 ? invalid : taken).push(`AllowedDomains: ${problem.line}`);
    }
    return { invalid, taken };
  }

  /** Makes the claims exactly `domains` inside the caller's transaction; a domain no longer listed stops being proved too. */
  async replaceClaims(m: EntityManager, customerId: number, domains: string[]): Promise<void> {
    await replaceDomainClaims(m, customerId, domains);
  }

  /** The DNS check: the TXT record at _portal-challenge.<domain> must carry the organisation's token. */
  async verify(customerId: number, domain: string, actor: AuthUser, ip?: string): Promise<void> {
    if (await this.readyToProve(customerId, domain)) return;
    const token = challengeToken(this.config.sso.secretKey, customerId, domain);
    const answer = await challengeRecordCarries(this.config.sso.dnsServers, domain, token);
    if (answer === 'unreachable')
      throw new ApiError(503, NOT_VERIFIED, ['The DNS could not be asked right now. Please try again later.']);
    if (answer === 'absent') {
      throw ApiError.badRequest(
        [
          `Domain: No TXT record at ${challengeRecordName(domain)} carries ${token} yet. DNS changes can take a while to show; try again later.`,
        ],
        NOT_VERIFIED,
      );
    }
    await this.prove(customerId, domain, 'dns', actor, ip);
  }

  /** The operator's approval, where the organisation cannot publish a DNS record. */
  async approve(customerId: number, domain: string, actor: AuthUser, ip?: string): Promise<void> {
    if (await this.readyToProve(customerId, domain)) return;
    await this.prove(customerId, domain, 'operator', actor, ip);
  }

  /** True when already proved by this organisation; throws when the domain may not be proved by it. */
  private async readyToProve(customerId: number, domain: string): Promise<boolean> {
    if (!(await hasClaim(this.dataSource.manager, customerId, domain))) throw ApiError.notFound('Domain claim');
    const holder = await findProvedDomain(this.dataSource.manager, domain);
    if (holder?.customerId === customerId) return true;
    const problem = await this.problemOf(customerId, domain);
    if (problem) throw new ApiError(problem.status, NOT_VERIFIED, [`Domain: ${problem.line}`]);
    return false;
  }

  private async prove(
    customerId: number,
    domain: string,
    provedBy: DomainProof,
    actor: AuthUser,
    ip?: string,
  ): Promise<void> {
    try {
      await insertProvedDomain(this.dataSource.manager, { domain, customerId, provedBy });
    } catch (err) {
      // Two organisations proving one domain at the same moment: the primary key decides.
      if (/duplicate|unique/i.test(String((err as Error).message)))
        throw ApiError.conflict([`Domain: ${domain} already signs in with another organisation`], NOT_VERIFIED);
      throw err;
    }
    await this.audit.record({
      action: 'sso.domain.proved',
      actorUserId: actor.id,
      customerId,
      target: `domain:${domain}`,
      detail: provedBy,
      ip,
    });
  }

  private async problemOf(customerId: number, domain: string): Promise<{ status: 400 | 409; line: string } | null> {
    if (isPublicMailDomain(domain))
      return { status: 400, line: `${domain} is a public mail provider; list your organisation's own domain` };
    if (this.isPortalDomain(domain)) return { status: 400, line: `${domain} is the portal operator's domain` };
    const holders = await this.users.customerIdsWithEmailDomain(domain);
    if (holders.includes(null)) return { status: 400, line: `${domain} is the portal operator's domain` };
    if (holders.some((id) => id !== customerId))
      return { status: 409, line: `${domain} has accounts of another organisation` };
    const proved = await findProvedDomain(this.dataSource.manager, domain);
    if (proved && proved.customerId !== customerId)
      return { status: 409, line: `${domain} already signs in with another organisation` };
    return null;
  }

  /** The host of PUBLIC_URL or a domain above it (portal.example.com: example.com too). */
  private isPortalDomain(domain: string): boolean {
    const host = new URL(this.config.publicUrl).hostname.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  }
}

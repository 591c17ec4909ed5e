import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOGIN_PATH, SSO_COMPLETE_PATH } from '@portal/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { LoginResultDto } from '../auth/dto/auth-responses.dto';
import { TokenService } from '../auth/token.service';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UsersService } from '../users/users.service';
import { SsoDiscoveryDto } from './dto/sso-responses.dto';
import {
  authorizationUrl,
  discover,
  newCodeVerifier,
  newNonce,
  newState,
  ProviderUnavailable,
  redeem,
} from './oidc-client';
import type { ExternalIdentity } from './external-identity';
import { JwksKeys } from './jwks-keys';
import { SsoAccountsService } from './sso-accounts.service';
import { SsoLinksService } from './sso-links.service';
import { SsoLogin } from './sso-login.entity';
import {
  claimHandoff,
  claimLoginState,
  deleteExpiredLogins,
  insertLogin,
  loginOfHandoff,
  loginOfState,
} from './sso-logins.repository';
import { SsoRefusal } from './sso-refusal';
import { SsoSettingsService } from './sso-settings.service';

const STATE_LIFETIME_MS = 10 * 60_000;
const HANDOFF_LIFETIME_MS = 60_000;
const LINK_INVALID = () =>
  ApiError.unauthorized(['This sign-in link is not valid or has expired. Please sign in again.'], 'Login failed');
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** The domain part of an address, lower case; '' when it is not an address. */
export const emailDomain = (email: string) => {
  const at = email.trim().toLowerCase().lastIndexOf('@');
  return at > 0
    ? email
        .trim()
        .toLowerCase()
        .slice(at + 1)
    : '';
};

/**
 * The SSO sign-in: discover (by domain only), start (state, nonce and PKCE verifier kept here,
 * single use, 10 minutes), callback (checks, then a one-time hand-off code for the survey app),
 * exchange (the code, by POST, for the portal's own token — the same one the password login issues).
 */
@Injectable()
export class SsoLoginService {
  private readonly log = new Logger('Sso');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SsoSettingsService,
    private readonly accounts: SsoAccountsService,
    private readonly jwks: JwksKeys,
    private readonly links: SsoLinksService,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Decided by the domain alone: the same one indexed read whether or not the address has an account. */
  async discover(email: string): Promise<SsoDiscoveryDto> {
    const domain = emailDomain(email);
    const found = domain ? await this.settings.forDomain(domain) : null;
    if (!found) return { Sso: false };
    return {
      Sso: true,
      Required: found.requireSso,
      Url: `${this.config.publicUrl}/api/auth/sso/start?domain=${encodeURIComponent(domain)}`,
    };
  }

  /** Where the browser goes next: the provider's sign-in page, or back to the login page with a reason. */
  async start(domain: string): Promise<string> {
    try {
      const normalised = emailDomain(`x@${domain ?? ''}`);
      const found = await this.settings.forDomain(normalised);
      if (!found) throw new SsoRefusal('domain', 'no organisation signs in with this domain');
      if (found.protocol === 'saml')
        return `${this.config.publicUrl}/api/auth/saml/start?domain=${encodeURIComponent(normalised)}`;
      const provider = await discover(this.settings.provider(found));
      const state = newState();
      const nonce = newNonce();
      const codeVerifier = newCodeVerifier();
      // Spent and stale attempts go at each start, so the table holds only the last minutes' sign-ins.
      await deleteExpiredLogins(this.dataSource.manager);
      await insertLogin(this.dataSource.manager, {
        stateHash: sha256(state),
        customerId: found.customerId,
        codeVerifier,
        nonce,
        expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
      });
      return (await authorizationUrl(provider, this.settings.redirectUri, state, nonce, codeVerifier)).href;
    } catch (err) {
      return this.refused(err, null);
    }
  }

  /** The OpenID provider's redirect back: state, code, ID token and email checks, then complete(). */
  async callback(query: Record<string, string | undefined>, rawQuery: string, ip?: string): Promise<string> {
    let customerId: number | null = null;
    let identity: ExternalIdentity;
    try {
      const state = query.state ?? '';
      const login = await this.claimState(state);
      customerId = login.customerId;
      if (query.error) throw new SsoRefusal('failed', `the provider answered ${query.error.slice(0, 100)}`);
      const found = await this.settings.enabledFor(login.customerId);
      if (!found || found.protocol !== 'oidc')
        throw new SsoRefusal('failed', 'SSO was turned off or changed meanwhile');
      const provider = await discover(this.settings.provider(found));
      const meta = provider.serverMetadata();
      const { allowHttp, allowPrivate } = this.settings.provider(found);
      const verifySignature = (idToken: string) => {
        if (!meta.jwks_uri) throw new Error('The provider publishes no keys (jwks_uri)');
        return this.jwks.verify(idToken, {
          jwksUri: meta.jwks_uri,
          issuer: meta.issuer,
          audience: found.clientId,
          allowHttp,
          allowPrivate,
        });
      };
      const claims = await redeem(
        provider,
        new URL(`${this.settings.redirectUri}?${rawQuery}`),
        { state, nonce: login.nonce, codeVerifier: login.codeVerifier },
        verifySignature,
      ).catch((err: Error) => {
        throw unreachable(err) ? new ProviderUnavailable(err.message) : new SsoRefusal('failed', err.message);
      });
      if (!claims.email || !claims.emailVerified) throw new SsoRefusal('unverified', 'email_verified is not true');
      identity = {
        protocol: 'oidc',
        issuer: meta.issuer,
        subject: claims.subject,
        email: claims.email,
        ...(claims.givenName ? { givenName: claims.givenName } : {}),
        ...(claims.familyName ? { familyName: claims.familyName } : {}),
      };
    } catch (err) {
      return this.refused(err, customerId, ip);
    }
    return this.complete(customerId!, identity, ip);
  }

  /**
   * Everything after a protocol has verified an identity (OpenID Connect here, SAML in its own module):
   * the email's domain, the account, refusals and audit, and the one-time hand-off code. Answers the
   * URL to send the browser to: the survey app's /auth/sso with the code, or the login page with a reason.
   */
  async complete(customerId: number, identity: ExternalIdentity, ip?: string): Promise<string> {
    try {
      const found = await this.settings.enabledFor(customerId);
      if (!found || found.protocol !== identity.protocol)
        throw new SsoRefusal('failed', 'SSO was turned off or changed meanwhile');
      const email = identity.email.trim().toLowerCase();
      if (!(await this.settings.domainsOf(customerId)).includes(emailDomain(email)))
        throw new SsoRefusal('domain', `${emailDomain(email)} is not an allowed domain`);
      const resolved = await this.accounts.resolve(found, { ...identity, email });
      if ('linkTo' in resolved) {
        const token = await this.links.request(customerId, { ...identity, email }, resolved.linkTo.id);
        await this.audit.record({
          action: 'login.sso.link',
          actorUserId: resolved.linkTo.id,
          customerId,
          detail: `${identity.protocol}: the account's owner must prove it before it is linked`,
          ip,
        });
        return `${this.config.publicUrl}${SSO_COMPLETE_PATH}#link=${token}`;
      }
      const user = resolved.user;
      const code = randomBytes(32).toString('base64url');
      // The hand-off row is its own: a protocol's attempt rows (state, request ids) are spent by now.
      await insertLogin(this.dataSource.manager, {
        stateHash: sha256(randomBytes(32).toString('base64url')),
        stateUsed: true,
        customerId,
        codeVerifier: '',
        nonce: '',
        handoffHash: sha256(code),
        userId: user.id,
        expiresAt: new Date(Date.now() + HANDOFF_LIFETIME_MS),
      });
      await this.audit.record({
        action: 'login.sso',
        actorUserId: user.id,
        actorEmail: user.email,
        customerId: user.customerId,
        detail: identity.protocol,
        ip,
      });
      return `${this.config.publicUrl}${SSO_COMPLETE_PATH}#code=${code}`;
    } catch (err) {
      return this.refused(err, customerId, ip);
    }
  }

  /** The one-time code for the portal's token: single use, one minute, the user still active. */
  async exchange(code: string, ip?: string): Promise<LoginResultDto> {
    if (!(await claimHandoff(this.dataSource.manager, sha256(code)))) throw LINK_INVALID();
    const login = await loginOfHandoff(this.dataSource.manager, sha256(code));
    const session = login.userId === null ? null : await this.users.findSessionUser(login.userId);
    const user = session && (await this.users.findById(session.id));
    if (!user) throw LINK_INVALID();
    await this.audit.record({
      action: 'login',
      actorUserId: user.id,
      actorEmail: user.email,
      customerId: user.customerId,
      detail: 'sso',
      ip,
    });
    return { token: this.tokens.issue(user), FirstTimeLogin: user.role === Role.CustomerAdmin && user.firstTimeLogin };
  }

  /** Mails the account's owner a code for the link step. */
  linkCode(token: string, ip?: string): Promise<void> {
    return this.links.sendCode(token, ip);
  }

  /** The owner's proof (password or mailed code) links the identity and signs them in, as the exchange does. */
  async confirmLink(token: string, proof: { password?: string; code?: string }, ip?: string): Promise<LoginResultDto> {
    const row = await this.links.confirm(token, proof);
    const session = await this.users.findSessionUser(row.userId);
    const user = session && (await this.users.findById(session.id));
    if (!user) throw LINK_INVALID();
    await this.audit.record({
      action: 'sso.link',
      actorUserId: user.id,
      actorEmail: user.email,
      customerId: user.customerId,
      detail: `${row.protocol} ${row.issuer}`.slice(0, 500),
      ip,
    });
    await this.audit.record({
      action: 'login',
      actorUserId: user.id,
      actorEmail: user.email,
      customerId: user.customerId,
      detail: 'sso',
      ip,
    });
    return { token: this.tokens.issue(user), FirstTimeLogin: user.role === Role.CustomerAdmin && user.firstTimeLogin };
  }

  /** Drops the organisation's links (its provider changed) and mails the users who had one; the SAML settings call it too. */
  unlinkAll(customerId: number): Promise<number> {
    return this.links.unlinkAll(customerId);
  }

  /** Marks the state used; only one caller ever wins it, and only within its lifetime. */
  private async claimState(state: string): Promise<SsoLogin> {
    if (!state) throw new SsoRefusal('expired', 'no state');
    if (!(await claimLoginState(this.dataSource.manager, sha256(state))))
      throw new SsoRefusal('expired', 'unknown, used or expired state');
    return loginOfState(this.dataSource.manager, sha256(state));
  }

  private async refused(err: unknown, customerId: number | null, ip?: string): Promise<string> {
    const reason = err instanceof SsoRefusal ? err.reason : err instanceof ProviderUnavailable ? 'unavailable' : null;
    if (!reason) throw err;
    this.log.warn(`SSO sign-in refused (${reason}): ${(err as Error).message}`);
    await this.audit.record({
      action: 'login.sso.failed',
      customerId,
      detail: `${reason}: ${(err as Error).message}`.slice(0, 500),
      ip,
    });
    return `${this.config.publicUrl}${LOGIN_PATH}?sso_error=${reason}`;
  }
}

/** A network failure (refused connection, time-out) rather than an answer that did not check out. */
function unreachable(err: Error): boolean {
  return err instanceof TypeError || err.name === 'TimeoutError' || err.name === 'AbortError';
}

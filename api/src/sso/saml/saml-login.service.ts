import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CacheProvider, Profile } from '@node-saml/node-saml';
import { LOGIN_PATH } from '@portal/contracts';
import { DOMParser } from '@xmldom/xmldom';
import { AuditService } from '../../audit/audit.service';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { ExternalIdentity } from '../external-identity';
import { emailDomain, SsoLoginService } from '../sso-login.service';
import { SsoRefusal } from '../sso-refusal';
import { SsoSettingsService } from '../sso-settings.service';
import { identityOf } from './saml-identity';
import { SamlReplayService } from './saml-replay.service';
import { SamlSettingsService } from './saml-settings.service';
import { serviceProvider } from './service-provider';

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';

/**
 * The SAML sign-in: start (an AuthnRequest by the redirect binding, its ID kept here, single use,
 * 10 minutes) and the assertion consumer service (HTTP-POST: the response must answer such a
 * request; node-saml checks the assertion's signature, audience and times; the issuer and the
 * assertion id's single use are checked here). Then SsoLoginService.complete does what every
 * protocol shares: domain, account, audit, hand-off.
 */
@Injectable()
export class SamlLoginService {
  private readonly log = new Logger('Saml');

  constructor(
    private readonly settings: SamlSettingsService,
    private readonly replay: SamlReplayService,
    private readonly sso: SsoSettingsService,
    private readonly login: SsoLoginService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Where the browser goes next: the provider's sign-on URL with the AuthnRequest, or back to the login page with a reason. */
  async start(domain: string): Promise<string> {
    try {
      const found = await this.sso.forDomain(emailDomain(`x@${domain}`));
      if (!found || found.protocol !== 'saml')
        throw new SsoRefusal('domain', 'no organisation signs in with SAML for this domain');
      const saml = await this.settings.usableFor(found.customerId);
      if (!saml) throw new SsoRefusal('unavailable', 'the organisation’s SAML provider is not set up');
      const requests: CacheProvider = {
        saveAsync: async (id, value) => {
          await this.replay.recordRequest(found.customerId, id);
          return { value, createdAt: Date.now() };
        },
        getAsync: async () => null,
        removeAsync: async () => null,
      };
      return await (
        await serviceProvider(this.settings.sp(saml), this.settings.idp(saml), requests)
      ).getAuthorizeUrlAsync('', undefined, {});
    } catch (err) {
      return this.refused(err, null);
    }
  }

  /** The provider's HTTP-POST back: every check, then complete(). */
  async acs(samlResponse: unknown, ip?: string): Promise<string> {
    let customerId: number | null = null;
    let identity: ExternalIdentity;
    try {
      if (typeof samlResponse !== 'string' || !samlResponse) throw new SsoRefusal('failed', 'no SAMLResponse');
      const inResponseTo = answeredRequest(samlResponse);
      customerId = await this.replay.claimRequest(inResponseTo);
      if (customerId === null)
        throw new SsoRefusal(
          'expired',
          'the response answers no request of ours that is still open (unknown, used or expired)',
        );
      const found = await this.sso.enabledFor(customerId);
      const saml = await this.settings.usableFor(customerId);
      if (!found || found.protocol !== 'saml' || !saml)
        throw new SsoRefusal('failed', 'SAML was turned off or changed meanwhile');
      const idp = this.settings.idp(saml);
      // Only the request just claimed passes node-saml's InResponseTo checks (the response's and the assertion's);
      // its age was judged by the claim, so node-saml is told it was made now.
      const claimed: CacheProvider = {
        saveAsync: async () => null,
        getAsync: async (id) => (id === inResponseTo ? new Date().toISOString() : null),
        removeAsync: async () => null,
      };
      const { profile } = await (
        await serviceProvider(this.settings.sp(saml), idp, claimed)
      )
        .validatePostResponseAsync({ SAMLResponse: samlResponse })
        .catch((err: Error) => {
          throw new SsoRefusal('failed', err.message);
        });
      if (!profile) throw new SsoRefusal('failed', 'the response carries no assertion');
      if (profile.issuer !== idp.entityId)
        throw new SsoRefusal(
          'failed',
          `the assertion's issuer ${String(profile.issuer).slice(0, 200)} is not the organisation's provider`,
        );
      const { id, notOnOrAfter, recipient } = assertionFacts(profile);
      if (!id) throw new SsoRefusal('failed', 'the assertion has no ID');
      // node-saml leaves Recipient alone; an assertion meant for another endpoint is not ours to use.
      if (recipient !== null && recipient !== this.settings.acsUrl)
        throw new SsoRefusal('failed', `the assertion is for another recipient (${recipient.slice(0, 200)})`);
      if (!(await this.replay.acceptOnce(customerId, idp.entityId, id, notOnOrAfter)))
        throw new SsoRefusal('expired', 'this assertion was used before');
      identity = identityOf(profile, idp.entityId);
    } catch (err) {
      return this.refused(err, customerId, ip);
    }
    return this.login.complete(customerId, identity, ip);
  }

  private async refused(err: unknown, customerId: number | null, ip?: string): Promise<string> {
    if (!(err instanceof SsoRefusal)) throw err;
    this.log.warn(`SAML sign-in refused (${err.reason}): ${err.message}`);
    await this.audit.record({
      action: 'login.sso.failed',
      customerId,
      detail: `saml ${err.reason}: ${err.message}`.slice(0, 500),
      ip,
    });
    return `${this.config.publicUrl}${LOGIN_PATH}?sso_error=${err.reason}`;
  }
}

/** The request a response says it answers (the Response element's InResponseTo); '' when it names none or is not XML. */
function answeredRequest(samlResponse: string): string {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  let root: Element | null;
  try {
    root = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml')?.documentElement ?? null;
  } catch {
    return '';
  }
  if (!root || root.namespaceURI !== PROTOCOL || root.localName !== 'Response') return '';
  return root.getAttribute('InResponseTo') ?? '';
}

type AssertionJs = {
  $?: { ID?: string };
  Conditions?: { $?: { NotOnOrAfter?: string } }[];
  Subject?: { SubjectConfirmation?: { SubjectConfirmationData?: { $?: { Recipient?: string } }[] }[] }[];
};

/** From the verified assertion: its ID, how long it could still pass the time checks, and the Recipient it names (null: none). */
function assertionFacts(profile: Profile): { id: string; notOnOrAfter: Date | null; recipient: string | null } {
  const assertion = (profile.getAssertion?.() as { Assertion?: AssertionJs } | undefined)?.Assertion;
  const until = assertion?.Conditions?.[0]?.$?.NotOnOrAfter;
  const time = until ? Date.parse(until) : NaN;
  const recipient = assertion?.Subject?.[0]?.SubjectConfirmation?.[0]?.SubjectConfirmationData?.[0]?.$?.Recipient;
  return {
    id: assertion?.$?.ID ?? '',
    notOnOrAfter: Number.isNaN(time) ? null : new Date(time),
    recipient: recipient ?? null,
  };
}

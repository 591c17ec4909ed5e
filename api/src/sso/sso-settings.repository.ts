import { EntityManager, In, Not } from 'typeorm';
import { SsoDomainClaim } from './sso-domain-claim.entity';
import { SsoDomain } from './sso-domain.entity';
import { SsoSettings } from './sso-settings.entity';

/**
 * The statements on an organisation's SSO settings and email domains (sso_settings, sso_domain_claims,
 * sso_domains), each taking the caller's EntityManager.
 */

export function findSettings(m: EntityManager, customerId: number): Promise<SsoSettings | null> {
  return m.findOneBy(SsoSettings, { customerId });
}

export function findEnabledSettings(m: EntityManager, customerId: number): Promise<SsoSettings | null> {
  return m.findOneBy(SsoSettings, { customerId, enabled: true });
}

export function settingsRequireSso(m: EntityManager, customerId: number): Promise<boolean> {
  return m.exists(SsoSettings, { where: { customerId, enabled: true, requireSso: true } });
}

/** A settings row not stored yet (saveSettings inserts it). */
export function blankSettings(m: EntityManager, customerId: number): SsoSettings {
  return m.create(SsoSettings, { customerId, clientSecretSealed: '' });
}

export async function saveSettings(m: EntityManager, row: SsoSettings): Promise<void> {
  await m.save(SsoSettings, row);
}

export function findProvedDomain(m: EntityManager, domain: string): Promise<SsoDomain | null> {
  return m.findOneBy(SsoDomain, { domain });
}

export function provedDomainsOf(m: EntityManager, customerId: number, byName = false): Promise<SsoDomain[]> {
  return byName
    ? m.find(SsoDomain, { where: { customerId }, order: { domain: 'ASC' } })
    : m.findBy(SsoDomain, { customerId });
}

export function hasProvedDomain(m: EntityManager, customerId: number): Promise<boolean> {
  return m.exists(SsoDomain, { where: { customerId } });
}

export async function insertProvedDomain(
  m: EntityManager,
  domain: Pick<SsoDomain, 'domain' | 'customerId' | 'provedBy'>,
) {
  await m.insert(SsoDomain, domain);
}

export function claimsOf(m: EntityManager, customerId: number): Promise<SsoDomainClaim[]> {
  return m.find(SsoDomainClaim, { where: { customerId }, order: { domain: 'ASC' } });
}

export function hasClaim(m: EntityManager, customerId: number, domain: string): Promise<boolean> {
  return m.existsBy(SsoDomainClaim, { customerId, domain });
}

/** Makes the claims exactly `domains`; a domain no longer listed stops being proved too. */
export async function replaceDomainClaims(m: EntityManager, customerId: number, domains: string[]): Promise<void> {
  await m.delete(SsoDomainClaim, domains.length ? { customerId, domain: Not(In(domains)) } : { customerId });
  await m.delete(SsoDomain, domains.length ? { customerId, domain: Not(In(domains)) } : { customerId });
  const kept = new Set((await m.findBy(SsoDomainClaim, { customerId })).map((c) => c.domain));
  // Key order, so two saves never lock each other's rows the other way round.
  for (const domain of domains) if (!kept.has(domain)) await m.insert(SsoDomainClaim, { customerId, domain });
}

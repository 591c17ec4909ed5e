import { EntityManager, LessThan, MoreThan } from 'typeorm';
import { SamlAssertion } from './saml-assertion.entity';
import { SamlRequest } from './saml-request.entity';
import { SamlSettings } from './saml-settings.entity';

/** The statements on the SAML tables (settings, requests sent, assertions accepted), each taking the caller's EntityManager. */

export function findSamlSettings(m: EntityManager, customerId: number): Promise<SamlSettings | null> {
  return m.findOneBy(SamlSettings, { customerId });
}

export function findSamlSettingsOrFail(m: EntityManager, customerId: number): Promise<SamlSettings> {
  return m.findOneByOrFail(SamlSettings, { customerId });
}

export function samlSettingsOfSpKey(m: EntityManager, spKey: string): Promise<SamlSettings | null> {
  return m.findOneBy(SamlSettings, { spKey });
}

export async function insertSamlSettings(
  m: EntityManager,
  row: Pick<SamlSettings, 'customerId' | 'spKey' | 'idpCertificates'>,
): Promise<void> {
  await m.insert(SamlSettings, row);
}

/** Saves settings loaded and changed by the caller. */
export async function saveSamlSettings(m: EntityManager, row: SamlSettings): Promise<void> {
  await m.save(row);
}

/** Deletes the expired requests, then records the new one. */
export async function insertSamlRequest(
  m: EntityManager,
  request: Pick<SamlRequest, 'requestIdHash' | 'customerId' | 'expiresAt'>,
): Promise<void> {
  await m.delete(SamlRequest, { expiresAt: LessThan(new Date()) });
  await m.insert(SamlRequest, request);
}

/** Marks the unexpired, unanswered request of this hash answered; answers its organisation when this caller did. */
export async function claimSamlRequest(m: EntityManager, requestIdHash: string): Promise<number | null> {
  const won = await m.update(
    SamlRequest,
    { requestIdHash, used: false, expiresAt: MoreThan(new Date()) },
    { used: true },
  );
  if (won.affected !== 1) return null;
  return (await m.findOneByOrFail(SamlRequest, { requestIdHash })).customerId;
}

/** Deletes the expired assertions, then records this one (a duplicate key when it was seen already). */
export async function insertSamlAssertion(
  m: EntityManager,
  assertion: Pick<SamlAssertion, 'assertionHash' | 'customerId' | 'expiresAt'>,
): Promise<void> {
  await m.delete(SamlAssertion, { expiresAt: LessThan(new Date()) });
  await m.insert(SamlAssertion, assertion);
}

import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { OpenLinkRespondent } from './open-link-respondent.entity';
import { OpenLink } from './open-link.entity';

/** The inquiry's open link, if one is open. */
export function openLinkOfInquiry(m: EntityManager, inquiryId: number): Promise<OpenLink | null> {
  return m.findOneBy(OpenLink, { inquiryId, revokedAt: IsNull() });
}

/** A link by its token, open or revoked. */
export function openLinkByToken(m: EntityManager, token: string): Promise<OpenLink | null> {
  return m.findOneBy(OpenLink, { token });
}

export async function insertOpenLink(m: EntityManager, row: Omit<OpenLink, 'id' | 'createdAt' | 'revokedAt'>) {
  await m.insert(OpenLink, row);
}

/** Revokes the inquiry's open link; answers whether there was one. */
export async function revokeOpenLinks(m: EntityManager, inquiryId: number, at: Date): Promise<boolean> {
  const result = await m.update(OpenLink, { inquiryId, revokedAt: IsNull() }, { revokedAt: at });
  return (result.affected ?? 0) > 0;
}

export function countBrowsers(m: EntityManager, openLinkId: number): Promise<number> {
  return m.countBy(OpenLinkRespondent, { openLinkId });
}

/** The respondent a browser's key belongs to, of this link. */
export function browserOfLink(
  m: EntityManager,
  openLinkId: number,
  browserKeyHash: string,
): Promise<OpenLinkRespondent | null> {
  return m.findOneBy(OpenLinkRespondent, { openLinkId, browserKeyHash });
}

export async function insertBrowser(m: EntityManager, row: Omit<OpenLinkRespondent, 'createdAt' | 'respondent'>) {
  await m.insert(OpenLinkRespondent, row);
}

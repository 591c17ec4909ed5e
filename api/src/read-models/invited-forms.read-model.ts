import type { EntityManager } from 'typeorm';
import { Respondent } from '../respondents/respondent.entity';

/**
 * Invitations with their inquiry's row beside them: an invitation link opens only while the inquiry
 * has not expired, and leads to the inquiry's type.
 */

/** The organisation's forms of the address whose current secret has this hash, newest first, with their inquiry's expiry and publication. */
export function formsHoldingKey(
  m: EntityManager,
  customerId: number,
  email: string,
  keyHash: string,
): Promise<Record<string, unknown>[]> {
  return m
    .createQueryBuilder(Respondent, 'r')
    .innerJoin('r.inquiry', 'i')
    .select([
      'r.id AS respondentId',
      'r.inquiryId AS inquiryId',
      'i.inquiryTypeId AS inquiryTypeId',
      'r.userId AS userId',
      'r.status AS status',
      'i.expiryDate AS expiryDate',
      'i.resultsUploadedAt AS resultsUploadedAt',
      'i.resultsWithdrawnAt AS resultsWithdrawnAt',
    ])
    .where('r.customerId = :customerId AND r.email = :email', { customerId, email })
    .andWhere('r.invitationKeyHash = :hash', { hash: keyHash })
    .orderBy('r.id', 'DESC')
    .getRawMany<Record<string, unknown>>();
}

/** Whether a pending invitation of the address from the organisation, on an inquiry not expired at `now`, has this secret's hash. */
export function pendingInvitationHoldsKey(
  m: EntityManager,
  customerId: number,
  email: string,
  keyHash: string,
  now: Date,
): Promise<boolean> {
  return m
    .createQueryBuilder(Respondent, 'r')
    .innerJoin('r.inquiry', 'i')
    .where('r.customerId = :customerId AND r.email = :email AND r.userId IS NULL', { customerId, email })
    .andWhere('r.invitationKeyHash = :hash', { hash: keyHash })
    .andWhere('i.expiryDate > :now', { now })
    .getExists();
}

/** The newest inquiry, not expired at `now`, the organisation invited the address to while it has no account. */
export function newestPendingInvitation(
  m: EntityManager,
  customerId: number,
  email: string,
  now: Date,
): Promise<{ inquiryId: number | string; inquiryTypeId: number | string } | undefined> {
  return m
    .createQueryBuilder(Respondent, 'r')
    .innerJoin('r.inquiry', 'i')
    .select(['r.id AS id', 'i.id AS inquiryId', 'i.inquiryTypeId AS inquiryTypeId'])
    .where('r.customerId = :customerId AND r.email = :email AND r.userId IS NULL', { customerId, email })
    .andWhere('i.expiryDate > :now', { now })
    .orderBy('r.id', 'DESC')
    .limit(1)
    .getRawOne<{ inquiryId: number | string; inquiryTypeId: number | string }>();
}

/** Whether another organisation has a pending invitation of the address on an inquiry not expired at `now`. */
export function pendingInvitationElsewhere(
  m: EntityManager,
  customerId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  return m
    .createQueryBuilder(Respondent, 'r')
    .innerJoin('r.inquiry', 'i')
    .where('r.customerId <> :customerId AND r.email = :email AND r.userId IS NULL', { customerId, email })
    .andWhere('i.expiryDate > :now', { now })
    .getExists();
}

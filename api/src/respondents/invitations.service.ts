import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { invitationKeyHash, newInvitationKey } from './invitation-key';
import { Respondent } from './respondent.entity';

/**
 * Pending invitations: respondent rows of an email that has no account yet. The mailed link carries
 * a secret; only its hash is stored, on every pending row of that email in that organisation, so the
 * newest mail's secret is the one that works, until the last of those inquiries expires.
 */
@Injectable()
export class InvitationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A fresh secret for the organisation's pending invitation of this email; earlier secrets stop working. */
  async issueKey(customerId: number, email: string, m: EntityManager = this.dataSource.manager): Promise<string> {
    const key = newInvitationKey();
    await m.update(Respondent, { customerId, email, userId: IsNull() }, { invitationKeyHash: invitationKeyHash(key) });
    return key;
  }

  /** Whether `key` is the current secret of a pending invitation of this email from the organisation, on an inquiry not yet expired. */
  holdsKey(
    customerId: number,
    email: string,
    key: string,
    now = new Date(),
    m: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return m
      .createQueryBuilder(Respondent, 'r')
      .innerJoin('r.inquiry', 'i')
      .where('r.customerId = :customerId AND r.email = :email AND r.userId IS NULL', { customerId, email })
      .andWhere('r.invitationKeyHash = :hash', { hash: invitationKeyHash(key) })
      .andWhere('i.expiryDate > :now', { now })
      .getExists();
  }

  /** The language the organisation's newest pending invitation of this email was mailed in; null when none says. */
  async invitedLanguage(
    customerId: number,
    email: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    const row = await m.findOne(Respondent, {
      where: { customerId, email, userId: IsNull(), language: Not(IsNull()) },
      select: { id: true, language: true },
      order: { id: 'DESC' },
    });
    return row?.language ?? null;
  }

  /** The newest inquiry, not yet expired, the organisation invited this email to while it has no account; null when none. */
  async invitedInquiry(
    customerId: number,
    email: string,
    now = new Date(),
    m: EntityManager = this.dataSource.manager,
  ): Promise<{ inquiryId: number; inquiryTypeId: number } | null> {
    const row = await m
      .createQueryBuilder(Respondent, 'r')
      .innerJoin('r.inquiry', 'i')
      .select(['r.id AS id', 'i.id AS inquiryId', 'i.inquiryTypeId AS inquiryTypeId'])
      .where('r.customerId = :customerId AND r.email = :email AND r.userId IS NULL', { customerId, email })
      .andWhere('i.expiryDate > :now', { now })
      .orderBy('r.id', 'DESC')
      .limit(1)
      .getRawOne<{ inquiryId: number | string; inquiryTypeId: number | string }>();
    return row ? { inquiryId: Number(row.inquiryId), inquiryTypeId: Number(row.inquiryTypeId) } : null;
  }

  /** Whether another organisation has invited this email, on an inquiry not yet expired, while it has no account. */
  invitedElsewhere(
    customerId: number,
    email: string,
    now = new Date(),
    m: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return m
      .createQueryBuilder(Respondent, 'r')
      .innerJoin('r.inquiry', 'i')
      .where('r.customerId <> :customerId AND r.email = :email AND r.userId IS NULL', { customerId, email })
      .andWhere('i.expiryDate > :now', { now })
      .getExists();
  }

  /**
   * Every pending invitation of the organisation for the email now belongs to the new account; the
   * secrets of that email's invitations from every organisation are spent (other organisations'
   * invitations lapse: the address has an account now).
   */
  async claim(
    customerId: number,
    email: string,
    userId: number,
    m: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await m.update(Respondent, { customerId, email, userId: IsNull() }, { userId, invitationKeyHash: null });
    await m.update(Respondent, { email, userId: IsNull() }, { invitationKeyHash: null });
  }
}

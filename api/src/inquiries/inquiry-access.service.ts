import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant } from '../auth/tenant-scope';
import { forUpdate } from '../database/transaction';
import { Inquiry } from './inquiry.entity';

/**
 * The one way other modules load an inquiry for a caller: another tenant's inquiry
 * (or a missing one) is a 404, whatever the module.
 */
@Injectable()
export class InquiryAccess {
  constructor(@InjectRepository(Inquiry) private readonly inquiries: Repository<Inquiry>) {}

  async findForUser(user: AuthUser, inquiryId: number): Promise<Inquiry> {
    // A query builder, not findOne with relations: that form reads the id with a DISTINCT sub-query first.
    const inquiry = await this.inquiries
      .createQueryBuilder('i')
      .leftJoinAndSelect('i.inquiryType', 't')
      .where('i.id = :inquiryId', { inquiryId })
      .getOne();
    return assertTenant(user, inquiry, 'Inquiry');
  }

  /** Locks the inquiry's row for the caller's transaction, so writers of one inquiry take turns; answers the row as it stands. */
  async lock(m: EntityManager, inquiryId: number): Promise<Inquiry> {
    return forUpdate(m.createQueryBuilder(Inquiry, 'i').where('i.id = :inquiryId', { inquiryId })).getOneOrFail();
  }

  /** Whether the inquiry still collects answers, read in the caller's transaction without a lock (expiry, publication). */
  async collectingFacts(
    m: EntityManager,
    inquiryId: number,
  ): Promise<Pick<Inquiry, 'expiryDate' | 'resultsUploadedAt'>> {
    return m.findOneOrFail(Inquiry, {
      where: { id: inquiryId },
      select: { id: true, expiryDate: true, resultsUploadedAt: true },
    });
  }

  /** Writes the respondent figures of an inquiry (count, expiry, participants), in the transaction that adds or removes respondents. */
  async recordRespondents(
    m: EntityManager,
    inquiryId: number,
    figures: Partial<
      Pick<
        Inquiry,
        'respondentCount' | 'expiryDate' | 'noOfParticipants' | 'isCustomerAdminRespondent' | 'respondentsAddedAt'
      >
    >,
  ): Promise<void> {
    await m.update(Inquiry, { id: inquiryId }, figures);
  }

  /** Open, active inquiries of active customers whose expiry falls after `now` and by `horizon`, soonest first. */
  expiringBetween(now: Date, horizon: Date): Promise<Inquiry[]> {
    return this.inquiries
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.inquiryType', 't')
      .innerJoin('i.customer', 'c', 'c.isActive = :active', { active: true })
      .where('i.expiryDate > :now', { now })
      .andWhere('i.expiryDate <= :horizon', { horizon })
      .andWhere('i.resultsUploadedAt IS NULL')
      .andWhere('i.isActive = :active', { active: true })
      .orderBy('i.expiryDate', 'ASC')
      .getMany();
  }

  /**
   * Counts a completed form on its inquiry. Goes before the answer totals: this row lock makes completions
   * of one inquiry take turns on its totals (concurrent INSERT … ON DUPLICATE KEY of new total rows deadlocked otherwise).
   */
  async countCompleted(m: EntityManager, inquiryId: number): Promise<void> {
    await m.query('UPDATE inquiries SET completed_count = completed_count + 1 WHERE id = ?', [inquiryId]);
  }

  /** Marks the inquiry's results as published, in the transaction that stores them. */
  async markResultsUploaded(m: EntityManager, inquiryId: number, at: Date): Promise<void> {
    await m.update(Inquiry, { id: inquiryId }, { resultsUploadedAt: at });
  }

  /** Completed forms of an inquiry: its kept counter, not a count of respondent rows (no access check: callers check). */
  async completedForms(inquiryId: number): Promise<number> {
    const inquiry = await this.inquiries.findOne({
      where: { id: inquiryId },
      select: { id: true, completedCount: true },
    });
    return inquiry?.completedCount ?? 0;
  }
}

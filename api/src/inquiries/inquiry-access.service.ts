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

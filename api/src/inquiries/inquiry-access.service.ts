import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant } from '../auth/tenant-scope';
import { inquiriesExpiringBetween, inquiryWithType } from '../read-models/inquiry-parents.read-model';
import {
  collectingFactsOf,
  completedCountOf,
  incrementCompletedCount,
  lockInquiry,
  RespondentFigures,
  setResultsUploadedAt,
  setResultsWithdrawnAt,
  updateRespondentFigures,
} from './inquiries.repository';
import { Inquiry } from './inquiry.entity';

/**
 * The one way other modules load an inquiry for a caller: another tenant's inquiry
 * (or a missing one) is a 404, whatever the module.
 */
@Injectable()
export class InquiryAccess {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findForUser(user: AuthUser, inquiryId: number): Promise<Inquiry> {
    const inquiry = await inquiryWithType(this.dataSource.manager, inquiryId);
    return assertTenant(user, inquiry, 'Inquiry');
  }

  /** Locks the inquiry's row for the caller's transaction, so writers of one inquiry take turns; answers the row as it stands. */
  async lock(m: EntityManager, inquiryId: number): Promise<Inquiry> {
    return lockInquiry(m, inquiryId);
  }

  /** Whether the inquiry still collects answers, read in the caller's transaction without a lock (expiry, publication). */
  async collectingFacts(
    m: EntityManager,
    inquiryId: number,
  ): Promise<Pick<Inquiry, 'expiryDate' | 'resultsUploadedAt' | 'resultsWithdrawnAt'>> {
    return collectingFactsOf(m, inquiryId);
  }

  /** Writes the respondent figures of an inquiry (count, expiry, participants), in the transaction that adds or removes respondents. */
  async recordRespondents(m: EntityManager, inquiryId: number, figures: RespondentFigures): Promise<void> {
    await updateRespondentFigures(m, inquiryId, figures);
  }

  /** Open, active inquiries of active customers whose expiry falls after `now` and by `horizon`, soonest first. */
  expiringBetween(now: Date, horizon: Date): Promise<Inquiry[]> {
    return inquiriesExpiringBetween(this.dataSource.manager, now, horizon);
  }

  /**
   * Counts a completed form on its inquiry. Goes before the answer totals: this row lock makes completions
   * of one inquiry take turns on its totals (concurrent INSERT … ON DUPLICATE KEY of new total rows deadlocked otherwise).
   */
  async countCompleted(m: EntityManager, inquiryId: number): Promise<void> {
    await incrementCompletedCount(m, inquiryId);
  }

  /** Marks the inquiry's results as published, in the transaction that stores them. */
  async markResultsUploaded(m: EntityManager, inquiryId: number, at: Date): Promise<void> {
    await setResultsUploadedAt(m, inquiryId, at);
  }

  /**
   * Withdraws the publication: the customer's reads answer as before the results were published, while answering
   * stays closed and a later publication is not the first (answering-closed.ts).
   */
  async markResultsWithdrawn(m: EntityManager, inquiryId: number, at: Date): Promise<void> {
    await setResultsWithdrawnAt(m, inquiryId, at);
  }

  /** Completed forms of an inquiry: its kept counter, not a count of respondent rows (no access check: callers check). */
  async completedForms(inquiryId: number): Promise<number> {
    return (await completedCountOf(this.dataSource.manager, inquiryId)) ?? 0;
  }
}

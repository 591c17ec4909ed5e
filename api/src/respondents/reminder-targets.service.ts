import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { rawDateOrNull } from '../database/raw-values';
import { openFormsOfInquiry } from '../read-models/open-forms.read-model';
import type { Respondent } from './respondent.entity';
import { claimReminder, countCompletedForms, findFormStatus } from './respondents.repository';

/**
 * At most one reminder per respondent per this interval (manual or automatic), and none within it after the
 * invitation: the invitation mail has only just been sent.
 */
export const REMINDER_INTERVAL_MS = 86_400_000;

/** When a reminder to a form invited at `invitedAt` and last reminded at `lastRemindedAt` may be sent (now or later). */
export function nextReminderAt(invitedAt: Date, lastRemindedAt: Date | null): Date {
  const latest = Math.max(invitedAt.getTime(), lastRemindedAt?.getTime() ?? 0);
  return new Date(latest + REMINDER_INTERVAL_MS);
}

/** A form that is not completed, with the first name of its account (null for a pending invitation). */
export interface OpenForm {
  id: number;
  email: string;
  userId: number | null;
  firstName: string | null;
  /** The account's language, else the language the invitation was mailed in; null = neither is known. */
  language: string | null;
  /** When the person was added to the inquiry (invited). */
  invitedAt: Date;
}

/** The inquiries and forms reminders go to, and the claim that records a reminder (reminders module). */
@Injectable()
export class ReminderTargetsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  completedForms(inquiryId: number): Promise<number> {
    return countCompletedForms(this.dataSource.manager, inquiryId);
  }

  /** One form's stored state (null when the inquiry has no such respondent). */
  formStatus(
    inquiryId: number,
    respondentId: number,
  ): Promise<Pick<Respondent, 'id' | 'email' | 'status' | 'unverified'> | null> {
    return findFormStatus(this.dataSource.manager, inquiryId, respondentId);
  }

  /**
   * Forms not completed (optionally only those not reminded after `notRemindedAfter`, only those invited at or before
   * `invitedBy`, or only one), with the user's first name.
   */
  async openForms(
    inquiryId: number,
    notRemindedAfter?: Date,
    limit?: number,
    respondentId?: number,
    invitedBy?: Date,
  ): Promise<OpenForm[]> {
    const rows = await openFormsOfInquiry(this.dataSource.manager, inquiryId, {
      notRemindedAfter,
      limit,
      respondentId,
      invitedBy,
    });
    return rows.map((r) => ({
      id: Number(r.id),
      email: r.email,
      userId: r.userId === null ? null : Number(r.userId),
      firstName: r.firstName,
      language: r.userLanguage ?? r.invitedLanguage ?? null,
      invitedAt: rawDateOrNull(r.invitedAt) ?? new Date(0),
    }));
  }

  /**
   * Records a reminder of one form with a conditional update: only a form still open and not reminded
   * since `cutoff` is claimed, so two requests or two API instances never remind it twice.
   */
  claim(m: EntityManager, respondentId: number, cutoff: Date, now: Date): Promise<boolean> {
    return claimReminder(m, respondentId, cutoff, now);
  }
}

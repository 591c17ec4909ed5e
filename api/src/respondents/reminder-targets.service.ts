import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { rawDateOrNull } from '../database/raw-values';
import { Respondent } from './respondent.entity';

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
    return this.dataSource.getRepository(Respondent).countBy({ inquiryId, status: 'completed' });
  }

  /** One form's stored state (null when the inquiry has no such respondent). */
  formStatus(inquiryId: number, respondentId: number): Promise<Pick<Respondent, 'id' | 'email' | 'status'> | null> {
    return this.dataSource
      .getRepository(Respondent)
      .findOne({ where: { id: respondentId, inquiryId }, select: { id: true, email: true, status: true } });
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
    const qb = this.dataSource.manager
      .createQueryBuilder(Respondent, 'r')
      .leftJoin('r.user', 'u')
      .select('r.id', 'id')
      .addSelect('r.email', 'email')
      .addSelect('r.userId', 'userId')
      .addSelect('u.firstName', 'firstName')
      .addSelect('u.language', 'userLanguage')
      .addSelect('r.language', 'invitedLanguage')
      .addSelect('r.createdAt', 'invitedAt')
      .where('r.inquiryId = :inquiryId', { inquiryId })
      .andWhere("r.status <> 'completed'")
      // An inactive or removed account cannot log in: no point reminding it.
      .andWhere('(r.userId IS NULL OR (u.isActive = :active AND u.deletedAt IS NULL))', { active: true })
      .orderBy('r.id', 'ASC');
    if (notRemindedAfter)
      qb.andWhere('(r.lastRemindedAt IS NULL OR r.lastRemindedAt <= :cutoff)', { cutoff: notRemindedAfter });
    if (invitedBy) qb.andWhere('r.createdAt <= :invitedBy', { invitedBy });
    if (limit) qb.limit(limit);
    if (respondentId !== undefined) qb.andWhere('r.id = :respondentId', { respondentId });
    const rows = await qb.getRawMany<{
      id: number | string;
      email: string;
      userId: number | string | null;
      firstName: string | null;
      userLanguage: string | null;
      invitedLanguage: string | null;
      invitedAt: unknown;
    }>();
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
  async claim(m: EntityManager, respondentId: number, cutoff: Date, now: Date): Promise<boolean> {
    const claimed = await m
      .createQueryBuilder()
      .update(Respondent)
      .set({ lastRemindedAt: now })
      .where("id = :id AND status <> 'completed' AND (last_reminded_at IS NULL OR last_reminded_at <= :cutoff)", {
        id: respondentId,
        cutoff,
      })
      .execute();
    return claimed.affected === 1;
  }
}

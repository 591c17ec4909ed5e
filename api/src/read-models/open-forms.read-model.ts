import type { EntityManager } from 'typeorm';
import { Respondent } from '../respondents/respondent.entity';

/** A form not completed with its account's first name and language (null for a pending invitation), as raw values. */
export interface OpenFormRow {
  id: number | string;
  email: string;
  userId: number | string | null;
  firstName: string | null;
  userLanguage: string | null;
  invitedLanguage: string | null;
  invitedAt: unknown;
}

export interface OpenFormFilter {
  /** Only forms not reminded after this instant. */
  notRemindedAfter?: Date;
  limit?: number;
  respondentId?: number;
  /** Only forms invited at or before this instant. */
  invitedBy?: Date;
}

/**
 * The inquiry's forms that reminders may go to, in id order: not completed, and of a pending invitation or an
 * account that can log in (an inactive or removed account cannot: no point reminding it).
 */
export function openFormsOfInquiry(
  m: EntityManager,
  inquiryId: number,
  filter: OpenFormFilter,
): Promise<OpenFormRow[]> {
  const qb = m
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
    .andWhere('(r.userId IS NULL OR (u.isActive = :active AND u.deletedAt IS NULL))', { active: true })
    .orderBy('r.id', 'ASC');
  if (filter.notRemindedAfter)
    qb.andWhere('(r.lastRemindedAt IS NULL OR r.lastRemindedAt <= :cutoff)', { cutoff: filter.notRemindedAfter });
  if (filter.invitedBy) qb.andWhere('r.createdAt <= :invitedBy', { invitedBy: filter.invitedBy });
  if (filter.limit) qb.limit(filter.limit);
  if (filter.respondentId !== undefined) qb.andWhere('r.id = :respondentId', { respondentId: filter.respondentId });
  return qb.getRawMany<OpenFormRow>();
}

import type { EntityManager } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/**
 * Inquiries with their parents' rows: the inquiry type beside the inquiry (access checks and the
 * reminders read its name and settings), and the customer's active flag as a condition of the
 * reminders' scan.
 */

/** The inquiry with its type, or null. */
export function inquiryWithType(m: EntityManager, inquiryId: number): Promise<Inquiry | null> {
  // A query builder, not findOne with relations: that form reads the id with a DISTINCT sub-query first.
  return m
    .createQueryBuilder(Inquiry, 'i')
    .leftJoinAndSelect('i.inquiryType', 't')
    .where('i.id = :inquiryId', { inquiryId })
    .getOne();
}

/** Open, active inquiries of active customers whose expiry falls after `now` and by `horizon`, soonest first, each with its type. */
export function inquiriesExpiringBetween(m: EntityManager, now: Date, horizon: Date): Promise<Inquiry[]> {
  return m
    .createQueryBuilder(Inquiry, 'i')
    .innerJoinAndSelect('i.inquiryType', 't')
    .innerJoin('i.customer', 'c', 'c.isActive = :active', { active: true })
    .where('i.expiryDate > :now', { now })
    .andWhere('i.expiryDate <= :horizon', { horizon })
    .andWhere('i.resultsUploadedAt IS NULL')
    .andWhere('i.resultsWithdrawnAt IS NULL')
    .andWhere('i.isActive = :active', { active: true })
    .orderBy('i.expiryDate', 'ASC')
    .getMany();
}

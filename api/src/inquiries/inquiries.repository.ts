import { EntityManager } from 'typeorm';
import type { RowReader } from '../database/read-database';
import { forUpdate } from '../database/transaction';
import { Inquiry } from './inquiry.entity';
import { IntakeAnswer } from './intake-answer.entity';

/**
 * The statements on the inquiries module's tables (inquiries, intake answers), each taking the caller's
 * EntityManager (a transaction's or the data source's); the inquiry listing, which joins other
 * modules' tables, lives in read-models/inquiry-listing.read-model.ts.
 */

export type NewInquiry = Pick<
  Inquiry,
  'customerId' | 'inquiryTypeId' | 'description' | 'createdByUserId' | 'recreatedFromId'
>;
export type RespondentFigures = Partial<
  Pick<
    Inquiry,
    'respondentCount' | 'expiryDate' | 'noOfParticipants' | 'isCustomerAdminRespondent' | 'respondentsAddedAt'
  >
>;

/** The inquiry with its type (through the entity's relation). */
export function findInquiryWithType(m: EntityManager, inquiryId: number): Promise<Inquiry | null> {
  // A query builder, not findOne with relations: that form reads the id with a DISTINCT sub-query first.
  return m
    .createQueryBuilder(Inquiry, 'i')
    .leftJoinAndSelect('i.inquiryType', 't')
    .where('i.id = :inquiryId', { inquiryId })
    .getOne();
}

export function findInquiry(m: EntityManager, inquiryId: number): Promise<Inquiry | null> {
  return m.findOneBy(Inquiry, { id: inquiryId });
}

/** The inquiry's row, locked where the engine has row locks; answers it as it stands. */
export function lockInquiry(m: EntityManager, inquiryId: number): Promise<Inquiry> {
  return forUpdate(m.createQueryBuilder(Inquiry, 'i').where('i.id = :inquiryId', { inquiryId })).getOneOrFail();
}

/** Like lockInquiry, but null when there is no such inquiry. */
export function lockInquiryIfAny(m: EntityManager, inquiryId: number): Promise<Inquiry | null> {
  return forUpdate(m.createQueryBuilder(Inquiry, 'i').where('i.id = :inquiryId', { inquiryId })).getOne();
}

export function collectingFactsOf(
  m: EntityManager,
  inquiryId: number,
): Promise<Pick<Inquiry, 'expiryDate' | 'resultsUploadedAt'>> {
  return m.findOneOrFail(Inquiry, {
    where: { id: inquiryId },
    select: { id: true, expiryDate: true, resultsUploadedAt: true },
  });
}

export async function updateRespondentFigures(
  m: EntityManager,
  inquiryId: number,
  figures: RespondentFigures,
): Promise<void> {
  await m.update(Inquiry, { id: inquiryId }, figures);
}

/** Open, active inquiries of active customers whose expiry falls after `now` and by `horizon`, soonest first. */
export function inquiriesExpiringBetween(m: EntityManager, now: Date, horizon: Date): Promise<Inquiry[]> {
  return m
    .createQueryBuilder(Inquiry, 'i')
    .innerJoinAndSelect('i.inquiryType', 't')
    .innerJoin('i.customer', 'c', 'c.isActive = :active', { active: true })
    .where('i.expiryDate > :now', { now })
    .andWhere('i.expiryDate <= :horizon', { horizon })
    .andWhere('i.resultsUploadedAt IS NULL')
    .andWhere('i.isActive = :active', { active: true })
    .orderBy('i.expiryDate', 'ASC')
    .getMany();
}

export async function incrementCompletedCount(m: EntityManager, inquiryId: number): Promise<void> {
  await m.query('UPDATE inquiries SET completed_count = completed_count + 1 WHERE id = ?', [inquiryId]);
}

export async function setResultsUploadedAt(m: EntityManager, inquiryId: number, at: Date): Promise<void> {
  await m.update(Inquiry, { id: inquiryId }, { resultsUploadedAt: at });
}

export async function setIntakeSubmittedAt(m: EntityManager, inquiryId: number, at: Date): Promise<void> {
  await m.update(Inquiry, { id: inquiryId }, { intakeSubmittedAt: at });
}

/** The inquiry's kept count of completed forms; null when there is no such inquiry. */
export async function completedCountOf(m: EntityManager, inquiryId: number): Promise<number | null> {
  const inquiry = await m.findOne(Inquiry, { where: { id: inquiryId }, select: { id: true, completedCount: true } });
  return inquiry ? inquiry.completedCount : null;
}

export function countInquiriesOfType(m: EntityManager, inquiryTypeId: number): Promise<number> {
  return m.countBy(Inquiry, { inquiryTypeId });
}

export function insertInquiry(m: EntityManager, inquiry: NewInquiry): Promise<Inquiry> {
  return m.save(m.create(Inquiry, inquiry));
}

/** The inquiry's customer, read on the given reader (the read connection); undefined when there is no such inquiry. */
export async function customerOfInquiry(reader: RowReader, inquiryId: number): Promise<number | undefined> {
  const [found] = (await reader.query('SELECT customer_id AS customerId FROM inquiries WHERE id = ?', [inquiryId])) as {
    customerId: number | string;
  }[];
  return found && Number(found.customerId);
}

/** The inquiry's intake answers with their questions, by question. */
export function intakeAnswersOf(m: EntityManager, inquiryId: number): Promise<IntakeAnswer[]> {
  return m.find(IntakeAnswer, {
    where: { inquiryId },
    relations: { intakeQuestion: true },
    order: { intakeQuestionId: 'ASC' },
  });
}

/** Replaces the inquiry's intake answers. */
export async function replaceIntakeAnswers(
  m: EntityManager,
  inquiryId: number,
  answers: Pick<IntakeAnswer, 'intakeQuestionId' | 'answer'>[],
): Promise<void> {
  await m.delete(IntakeAnswer, { inquiryId });
  await m.insert(
    IntakeAnswer,
    answers.map((a) => ({ inquiryId, intakeQuestionId: a.intakeQuestionId, answer: a.answer })),
  );
}

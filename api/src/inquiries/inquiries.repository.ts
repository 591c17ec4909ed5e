import { EntityManager } from 'typeorm';
import type { RowReader } from '../database/read-database';
import { forUpdate } from '../database/transaction';
import { Inquiry } from './inquiry.entity';
import { IntakeAnswer } from './intake-answer.entity';

/**
 * The statements on the inquiries module's tables (inquiries, intake answers), each taking the caller's
 * EntityManager (a transaction's or the data source's). The reads that join other modules' tables live
 * in read-models/: the inquiry listing, the inquiry with its type (inquiry-parents), the intake answers
 * with their questions (intake-answer-questions).
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
): Promise<Pick<Inquiry, 'expiryDate' | 'resultsUploadedAt' | 'resultsWithdrawnAt'>> {
  return m.findOneOrFail(Inquiry, {
    where: { id: inquiryId },
    select: { id: true, expiryDate: true, resultsUploadedAt: true, resultsWithdrawnAt: true },
  });
}

export async function updateRespondentFigures(
  m: EntityManager,
  inquiryId: number,
  figures: RespondentFigures,
): Promise<void> {
  await m.update(Inquiry, { id: inquiryId }, figures);
}

export async function incrementCompletedCount(m: EntityManager, inquiryId: number): Promise<void> {
  await m.query('UPDATE inquiries SET completed_count = completed_count + 1 WHERE id = ?', [inquiryId]);
}

export async function setResultsUploadedAt(m: EntityManager, inquiryId: number, at: Date): Promise<void> {
  await m.update(Inquiry, { id: inquiryId }, { resultsUploadedAt: at, resultsWithdrawnAt: null });
}

export async function setResultsWithdrawnAt(m: EntityManager, inquiryId: number, at: Date): Promise<void> {
  await m.update(Inquiry, { id: inquiryId }, { resultsUploadedAt: null, resultsWithdrawnAt: at });
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

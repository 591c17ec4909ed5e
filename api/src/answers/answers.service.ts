import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { rawBoolean, rawJsonList, rawNumberOrNull, rawNumberOrZero } from '../database/raw-values';
import { countPathwayAnswers } from '../read-models/pathway-answers.read-model';
import { AnswerTotal } from './answer-total.entity';
import { addCompletedForm } from './answer-totals';
import { upsertAnswers } from './answer-upsert';
import type { QuestionTotals, StoredAnswer } from './stored-answer';
import { SurveyAnswer } from './survey-answer.entity';

interface AnswerRow {
  question_id: number;
  is_custom_question: number | boolean;
  performance: number | null;
  importance: number | null;
  text_answer: string | null;
  checkbox_answer: string | null;
  file_id: number | null;
}

type RawTotals = { [K in keyof QuestionTotals]: unknown };

/** Survey answers and their kept totals: each method one read or one write other modules need. */
@Injectable()
export class AnswersService {
  constructor(
    @InjectRepository(SurveyAnswer) private readonly answers: Repository<SurveyAnswer>,
    @InjectRepository(AnswerTotal) private readonly totals: Repository<AnswerTotal>,
  ) {}

  /** How many respondents answered one question (a question with answers keeps its meaning: no delete, no reshape). */
  countForQuestion(questionId: number, isCustomQuestion: boolean): Promise<number> {
    return this.answers.countBy({ questionId, isCustomQuestion });
  }

  /** How many answers the diagnostic questions of one pathway have. */
  countForPathway(pathwayId: number, m: EntityManager = this.answers.manager): Promise<number> {
    return countPathwayAnswers(m, pathwayId);
  }

  /**
   * One respondent's stored answers, read as plain rows: every form read needs them, and hydrating
   * entities through the ORM cost more CPU than the query.
   */
  async ofRespondent(respondentId: number, m: EntityManager = this.answers.manager): Promise<StoredAnswer[]> {
    const rows = (await m.query(
      `SELECT question_id, is_custom_question, performance, importance, text_answer, checkbox_answer, file_id
       FROM survey_answers WHERE respondent_id = ?`,
      [respondentId],
    )) as AnswerRow[];
    return rows.map((r) => ({
      questionId: Number(r.question_id),
      isCustomQuestion: rawBoolean(r.is_custom_question),
      performance: rawNumberOrNull(r.performance),
      importance: rawNumberOrNull(r.importance),
      textAnswer: r.text_answer,
      checkboxAnswer: rawJsonList(r.checkbox_answer),
      fileId: rawNumberOrNull(r.file_id),
    }));
  }

  /** The files one respondent attached to their answers. */
  async fileIdsOfRespondent(respondentId: number): Promise<number[]> {
    const rows = await this.answers
      .createQueryBuilder('a')
      .select('a.fileId', 'fileId')
      .where('a.respondentId = :respondentId', { respondentId })
      .andWhere('a.fileId IS NOT NULL')
      .getRawMany<{ fileId: number | string }>();
    return rows.map((r) => Number(r.fileId));
  }

  /** Stored answers' texts with their respondents, by answer id (read by primary key; callers keep the list short). */
  async textsByIds(ids: number[]): Promise<{ id: number; respondentId: number; text: string | null }[]> {
    if (!ids.length) return [];
    const rows = (await this.answers.manager.query(
      `SELECT id, respondent_id, text_answer FROM survey_answers WHERE id IN (${ids.map(() => '?').join(',')})`,
      ids,
    )) as { id: number; respondent_id: number; text_answer: string | null }[];
    return rows.map((r) => ({ id: Number(r.id), respondentId: Number(r.respondent_id), text: r.text_answer }));
  }

  /** Writes answers of one form, new and changed alike, in the caller's transaction. */
  save(m: EntityManager, respondentId: number, inquiryId: number, rows: StoredAnswer[]): Promise<void> {
    return upsertAnswers(m, respondentId, inquiryId, rows);
  }

  /** Deletes the answers of a form that is being removed (never a completed one), in the caller's transaction; answers the ids of their files. */
  async removeOfRespondent(m: EntityManager, respondentId: number): Promise<number[]> {
    const rows = await m.find(SurveyAnswer, { where: { respondentId }, select: { id: true, fileId: true } });
    await m.delete(SurveyAnswer, { respondentId });
    return rows.map((r) => r.fileId).filter((id): id is number => id !== null);
  }

  /** Adds a form that has just been completed to its inquiry's totals, in the transaction that completes it. */
  addCompletedForm(m: EntityManager, respondentId: number): Promise<void> {
    return addCompletedForm(m, respondentId);
  }

  /** The kept totals of an inquiry, one row per answered question: no answer row is read. */
  async totalsOfInquiry(inquiryId: number, m: EntityManager = this.totals.manager): Promise<QuestionTotals[]> {
    const rows = await m
      .createQueryBuilder(AnswerTotal, 't')
      .select('t.questionId', 'questionId')
      .addSelect('t.isCustomQuestion', 'isCustomQuestion')
      .addSelect('t.answers', 'answers')
      .addSelect('t.sumPerformance', 'sumPerformance')
      .addSelect('t.nPerformance', 'nPerformance')
      .addSelect('t.sumImportance', 'sumImportance')
      .addSelect('t.nImportance', 'nImportance')
      .addSelect('t.sumPairDiff', 'sumPairDiff')
      .addSelect('t.nPairs', 'nPairs')
      .addSelect('t.dkPerformance', 'dkPerformance')
      .addSelect('t.dkImportance', 'dkImportance')
      .addSelect('t.sumSqPerformance', 'sumSqPerformance')
      .addSelect('t.sumSqImportance', 'sumSqImportance')
      .where('t.inquiryId = :inquiryId', { inquiryId })
      .getRawMany<RawTotals>();
    const n = rawNumberOrZero;
    return rows.map((r) => ({
      questionId: Number(r.questionId),
      isCustomQuestion: rawBoolean(r.isCustomQuestion),
      answers: n(r.answers),
      sumPerformance: n(r.sumPerformance),
      nPerformance: n(r.nPerformance),
      sumImportance: n(r.sumImportance),
      nImportance: n(r.nImportance),
      sumPairDiff: n(r.sumPairDiff),
      nPairs: n(r.nPairs),
      dkPerformance: n(r.dkPerformance),
      dkImportance: n(r.dkImportance),
      sumSqPerformance: n(r.sumSqPerformance),
      sumSqImportance: n(r.sumSqImportance),
    }));
  }
}

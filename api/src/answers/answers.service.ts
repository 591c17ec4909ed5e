import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { countPathwayAnswers } from '../read-models/pathway-answers.read-model';
import { RespondentRemovalHooks } from '../respondents/respondent-removal-hooks';
import { addCompletedForm } from './answer-totals';
import {
  answersOfRespondent,
  answerTexts,
  countAnswersOfQuestion,
  deleteAnswersOfRespondent,
  fileIdsOfRespondent,
  totalsOfInquiry,
  upsertAnswers,
} from './answers.repository';
import type { QuestionTotals, StoredAnswer } from './stored-answer';

/** Survey answers and their kept totals: each method one read or one write other modules need (statements in answers.repository.ts). */
@Injectable()
export class AnswersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    removals: RespondentRemovalHooks,
  ) {
    // A removed respondent's draft answers go with them, in the removal's transaction.
    removals.register((respondentId, m) => this.removeOfRespondent(m, respondentId));
  }

  /** How many respondents answered one question (a question with answers keeps its meaning: no delete, no reshape). */
  countForQuestion(questionId: number, isCustomQuestion: boolean): Promise<number> {
    return countAnswersOfQuestion(this.dataSource.manager, questionId, isCustomQuestion);
  }

  /** How many answers the diagnostic questions of one pathway have. */
  countForPathway(pathwayId: number, m: EntityManager = this.dataSource.manager): Promise<number> {
    return countPathwayAnswers(m, pathwayId);
  }

  /**
   * One respondent's stored answers, read as plain rows: every form read needs them, and hydrating
   * entities through the ORM cost more CPU than the query.
   */
  ofRespondent(
    respondentId: number,
    m: EntityManager = this.dataSource.manager,
    questionIds?: number[],
  ): Promise<StoredAnswer[]> {
    return answersOfRespondent(m, respondentId, questionIds && [...new Set(questionIds)]);
  }

  /** The files one respondent attached to their answers. */
  fileIdsOfRespondent(respondentId: number): Promise<number[]> {
    return fileIdsOfRespondent(this.dataSource.manager, respondentId);
  }

  /** Stored answers' texts with their respondents, by answer id (read by primary key; callers keep the list short). */
  textsByIds(ids: number[]): Promise<{ id: number; respondentId: number; text: string | null }[]> {
    return answerTexts(this.dataSource.manager, ids);
  }

  /** Writes answers of one form, new and changed alike, in the caller's transaction. */
  save(m: EntityManager, respondentId: number, inquiryId: number, rows: StoredAnswer[]): Promise<void> {
    return upsertAnswers(m, respondentId, inquiryId, rows);
  }

  /** Deletes the answers of a form that is being removed (never a completed one), in the caller's transaction; answers the ids of their files. */
  removeOfRespondent(m: EntityManager, respondentId: number): Promise<number[]> {
    return deleteAnswersOfRespondent(m, respondentId);
  }

  /** Adds a form that has just been completed to its inquiry's totals, in the transaction that completes it. */
  addCompletedForm(m: EntityManager, respondentId: number): Promise<void> {
    return addCompletedForm(m, respondentId);
  }

  /** The kept totals of an inquiry, one row per answered question: no answer row is read. */
  totalsOfInquiry(inquiryId: number, m: EntityManager = this.dataSource.manager): Promise<QuestionTotals[]> {
    return totalsOfInquiry(m, inquiryId);
  }
}

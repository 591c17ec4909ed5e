import type { EntityManager } from 'typeorm';
import { SurveyAnswer } from '../answers/survey-answer.entity';

/**
 * How many stored answers the diagnostic questions of one pathway have, in one statement over the
 * answers and the questions (a pathway with answers keeps its meaning: no delete).
 */
export function countPathwayAnswers(m: EntityManager, pathwayId: number): Promise<number> {
  return m
    .createQueryBuilder(SurveyAnswer, 'a')
    .where('a.isCustomQuestion = :custom', { custom: false })
    .andWhere('a.questionId IN (SELECT q.id FROM diagnostic_questions q WHERE q.pathway_id = :pathwayId)', {
      pathwayId,
    })
    .getCount();
}

import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { CommentItem } from '../comments/comment-item.entity';

/**
 * What the comments module reads of the stored answers: the text answers of an inquiry in pages by
 * id, inside the analysis's own transaction (the answers module depends on nothing of comments, but
 * the analysis streams every text answer once and keeps its pages flat), and the answer text that a
 * comment search matches, joined to the stored comment items in the same statement.
 */

export interface TextAnswerRow {
  id: number;
  respondent_id: number;
  question_id: number;
  is_custom_question: unknown;
  text_answer: string | null;
}

/** Up to `page` stored text answers of the inquiry with an id above `after`, by id. */
export async function textAnswerPage(
  m: EntityManager,
  inquiryId: number,
  after: number,
  page: number,
): Promise<TextAnswerRow[]> {
  return (await m.query(
    `SELECT id, respondent_id, question_id, is_custom_question, text_answer FROM survey_answers
       WHERE inquiry_id = ? AND id > ? AND text_answer IS NOT NULL ORDER BY id LIMIT ${page}`,
    [inquiryId, after],
  )) as TextAnswerRow[];
}

/** Keeps the stored items (alias `i`) whose answer's text contains `like` (a LIKE pattern escaped with '!'). */
export function whereAnswerTextLike(qb: SelectQueryBuilder<CommentItem>, like: string): void {
  qb.innerJoin('survey_answers', 'a', 'a.id = i.answer_id').andWhere("LOWER(a.text_answer) LIKE :search ESCAPE '!'", {
    search: like,
  });
}

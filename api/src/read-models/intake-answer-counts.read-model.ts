import type { RowReader } from '../database/read-database';

/** How many inquiries answered one intake question, for the intake questions (an answered question keeps its type and cannot be deleted). */
export async function intakeAnswerCount(reader: RowReader, intakeQuestionId: number): Promise<number> {
  const [row] = (await reader.query('SELECT COUNT(*) AS n FROM intake_answers WHERE intake_question_id = ?', [
    intakeQuestionId,
  ])) as { n: number | string }[];
  return Number(row.n);
}

import type { EntityManager } from 'typeorm';
import { IntakeAnswer } from '../inquiries/intake-answer.entity';

/** The inquiry's intake answers, each with its intake question's row (the answers' response names the question), by question. */
export function intakeAnswersWithQuestions(m: EntityManager, inquiryId: number): Promise<IntakeAnswer[]> {
  return m.find(IntakeAnswer, {
    where: { inquiryId },
    relations: { intakeQuestion: true },
    order: { intakeQuestionId: 'ASC' },
  });
}

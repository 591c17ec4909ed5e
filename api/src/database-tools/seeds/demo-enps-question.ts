import type { EntityManager } from 'typeorm';
import { enpsToStored } from '../../answers/enps-answer';
import { SurveyAnswer } from '../../answers/survey-answer.entity';
import { CustomQuestion } from '../../custom-questions/custom-question.entity';
import type { Inquiry } from '../../inquiries/inquiry.entity';
import { Respondent } from '../../respondents/respondent.entity';
import { rebuildInquiryStatistics } from './inquiry-statistics';

/** The fields of a custom eNPS question titled `title`, as a customer writes one. */
export function enpsQuestionFields(title: string) {
  return {
    title,
    type: 'Enps' as const,
    description: '0 = not at all likely, 10 = extremely likely',
    area: 'Other',
    maxLength: null,
    validationRegex: null,
    ratingOptions: [],
    checkboxOptions: null,
  };
}

/**
 * An approved custom eNPS question on a demo round, asked from the start (approved when the intake was submitted, so
 * every completed form holds it) and answered on each completed form in respondent order with `scores` 0-10
 * (repeated past the end); the round's statistics are rebuilt. `createdByUserId` defaults to the account of the
 * first completed respondent.
 */
export async function seedDemoEnpsQuestion(
  m: EntityManager,
  inquiry: Inquiry,
  title: string,
  scores: number[],
  createdByUserId?: number,
): Promise<CustomQuestion> {
  const asked = inquiry.intakeSubmittedAt ?? inquiry.createdAt;
  const completed = await m.find(Respondent, {
    where: { inquiryId: inquiry.id, status: 'completed' },
    order: { id: 'ASC' },
  });
  const question = await m.save(
    CustomQuestion,
    m.create(CustomQuestion, {
      inquiryId: inquiry.id,
      customerId: inquiry.customerId,
      createdByUserId: createdByUserId ?? completed[0].userId!,
      question: enpsQuestionFields(title),
      status: 'Approved',
      createdAt: asked,
      approvedAt: asked,
    }),
  );
  await m.insert(
    SurveyAnswer,
    completed.map((r, n) => ({
      respondentId: r.id,
      inquiryId: inquiry.id,
      questionId: question.id,
      isCustomQuestion: true,
      performance: enpsToStored(scores[n % scores.length]),
      importance: null,
    })),
  );
  await rebuildInquiryStatistics(m, inquiry.id);
  return question;
}

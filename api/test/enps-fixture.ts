import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { enpsToStored } from '../src/answers/enps-answer';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { enpsQuestionFields } from '../src/database-tools/seeds/demo-enps-question';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';
import type { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { createInsightsFixture, InsightsFixture } from './insights-fixture';
import { TestApp } from './support/test-app';

export const ENPS_TITLE = 'How likely are you to recommend Northwind as a place to work?';

/**
 * Adds an approved custom eNPS question to an inquiry and gives its respondents (in id order) the answers 0-10
 * (null: no answer), written around the services: the kept totals are rebuilt as completing saves keep them.
 */
export async function addEnpsQuestion(
  t: TestApp,
  inquiry: Pick<Inquiry, 'id' | 'customerId' | 'createdByUserId'>,
  answers: (number | null)[],
): Promise<number> {
  const ds = t.dataSource;
  const repo = ds.getRepository(CustomQuestion);
  const enps = await repo.save(
    repo.create({
      inquiryId: inquiry.id,
      customerId: inquiry.customerId,
      createdByUserId: inquiry.createdByUserId,
      question: enpsQuestionFields(ENPS_TITLE),
      status: 'Approved',
    }),
  );
  const respondents = await ds
    .getRepository(Respondent)
    .find({ where: { inquiryId: inquiry.id }, order: { id: 'ASC' } });
  const rows = answers.flatMap((answer, n) =>
    answer === null
      ? []
      : [
          {
            respondentId: respondents[n].id,
            inquiryId: inquiry.id,
            questionId: enps.id,
            isCustomQuestion: true,
            performance: enpsToStored(answer),
            importance: null,
          },
        ],
  );
  await ds.getRepository(SurveyAnswer).insert(rows as SurveyAnswer[]);
  await rebuildInquiryStatistics(ds.manager, inquiry.id);
  return enps.id;
}

/**
 * The insights fixture (five completed forms R1-R5, a draft R6) with an approved custom eNPS question:
 *
 *   R1 10, R2 9 (promoters 2) · R3 8 (passive 1) · R4 6, R5 0 (detractors 2) · the draft R6 answers 0 and must not count.
 *
 *   N = 5, p = 2/5 = 0.4, d = 2/5 = 0.4, score = 100 × (0.4 − 0.4) = 0.
 *   Var = (0.4 + 0.4 − 0²) / 5 = 0.16, √0.16 = 0.4, half-width = 1.96 × 100 × 0.4 = 78.4: interval −78.4 … 78.4.
 */
export const ENPS_ANSWERS = [10, 9, 8, 6, 0];

export interface EnpsFixture extends InsightsFixture {
  enpsId: number;
}

export async function createEnpsFixture(t: TestApp, description = 'eNPS fixture'): Promise<EnpsFixture> {
  const f = await createInsightsFixture(t, description);
  return { ...f, enpsId: await addEnpsQuestion(t, f.inquiry, [...ENPS_ANSWERS, 0]) };
}

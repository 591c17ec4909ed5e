import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { enpsToStored } from '../src/answers/enps-answer';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';
import { createInsightsFixture, InsightsFixture } from './insights-fixture';
import { TestApp } from './support/test-app';

/**
 * The insights fixture (five completed forms R1-R5, a draft R6) with an approved custom eNPS question:
 *
 *   R1 10, R2 9 (promoters 2) · R3 8 (passive 1) · R4 6, R5 0 (detractors 2) · the draft R6 answers 0 and must not count.
 *
 *   N = 5, p = 2/5 = 0.4, d = 2/5 = 0.4, score = 100 × (0.4 − 0.4) = 0.
 *   Var = (0.4 + 0.4 − 0²) / 5 = 0.16, √0.16 = 0.4, half-width = 1.96 × 100 × 0.4 = 78.4: interval −78.4 … 78.4.
 */
export const ENPS_ANSWERS = [10, 9, 8, 6, 0];
export const ENPS_TITLE = 'How likely are you to recommend Northwind as a place to work?';

export interface EnpsFixture extends InsightsFixture {
  enpsId: number;
}

export async function createEnpsFixture(t: TestApp, description = 'eNPS fixture'): Promise<EnpsFixture> {
  const f = await createInsightsFixture(t, description);
  const ds = t.dataSource;
  const repo = ds.getRepository(CustomQuestion);
  const enps = await repo.save(
    repo.create({
      inquiryId: f.inquiry.id,
      customerId: f.inquiry.customerId,
      createdByUserId: f.inquiry.createdByUserId,
      question: {
        title: ENPS_TITLE,
        type: 'Enps',
        description: '0 = not at all likely, 10 = extremely likely',
        area: 'Other',
        maxLength: null,
        validationRegex: null,
        ratingOptions: [],
        checkboxOptions: null,
      },
      status: 'Approved',
    }),
  );
  const rows = [...ENPS_ANSWERS, 0].map((answer, n) => ({
    respondentId: f.respondents[n].id,
    inquiryId: f.inquiry.id,
    questionId: enps.id,
    isCustomQuestion: true,
    performance: enpsToStored(answer),
    importance: null,
  }));
  await ds.getRepository(SurveyAnswer).insert(rows as SurveyAnswer[]);
  await rebuildInquiryStatistics(ds.manager, f.inquiry.id);
  return { ...f, enpsId: enps.id };
}

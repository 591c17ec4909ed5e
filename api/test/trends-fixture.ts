import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';
import { Respondent } from '../src/respondents/respondent.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { InsightSnapshotsService } from '../src/insights/insight-snapshots.service';
import { TestApp } from './support/test-app';

/** Answers per library question title: one [performance, importance] per completed form (0 = DK). */
export type RoundAnswers = Record<string, [number, number][]>;

export interface RoundSpec {
  customerId: number;
  createdByUserId: number;
  typeName: string;
  description: string;
  answers: RoundAnswers;
  previousId?: number | null;
  published?: boolean;
  /** Forms left as drafts with answers that must not count (every rating 1/1). */
  drafts?: number;
}

/** The library question ids of an inquiry type, by title. */
export async function libraryIds(t: TestApp, typeName: string): Promise<Record<string, number>> {
  const type = await t.dataSource.getRepository(InquiryType).findOneByOrFail({ name: typeName });
  const qs = await t.dataSource
    .getRepository(DiagnosticQuestion)
    .createQueryBuilder('q')
    .innerJoin('q.pathway', 'p')
    .where('p.inquiryTypeId = :id', { id: type.id })
    .getMany();
  return Object.fromEntries(qs.map((q) => [q.question.title, q.id]));
}

/**
 * One round written around the services, as a fixture: completed forms with the given answers (and drafts
 * that must not count), the kept totals rebuilt as completing saves would keep them; a published round has its
 * snapshot taken as publication takes it.
 */
export async function createRound(t: TestApp, spec: RoundSpec): Promise<Inquiry> {
  const ds = t.dataSource;
  const type = await ds.getRepository(InquiryType).findOneByOrFail({ name: spec.typeName });
  const ids = await libraryIds(t, spec.typeName);
  const inquiry = await ds.getRepository(Inquiry).save(
    ds.getRepository(Inquiry).create({
      customerId: spec.customerId,
      inquiryTypeId: type.id,
      createdByUserId: spec.createdByUserId,
      description: spec.description,
      recreatedFromId: spec.previousId ?? null,
      intakeSubmittedAt: new Date(),
      respondentsAddedAt: new Date(),
      noOfParticipants: 10,
      expiryDate: new Date(Date.now() + 10 * 86_400_000),
    }),
  );
  const forms = Math.max(...Object.values(spec.answers).map((a) => a.length));
  const respondents: Respondent[] = [];
  for (let n = 0; n < forms + (spec.drafts ?? 0); n++) {
    const completed = n < forms;
    respondents.push(
      await ds.getRepository(Respondent).save(
        ds.getRepository(Respondent).create({
          inquiryId: inquiry.id,
          customerId: spec.customerId,
          email: `r${n}-${inquiry.id}@round.test`,
          userId: null,
          status: completed ? 'completed' : 'saveasdraft',
          submittedAt: completed ? new Date(Date.now() - 60_000) : null,
        }),
      ),
    );
  }
  const rows: Partial<SurveyAnswer>[] = [];
  for (const [title, answers] of Object.entries(spec.answers)) {
    if (!ids[title]) throw new Error(`no library question "${title}" in ${spec.typeName}`);
    answers.forEach(([p, i], n) =>
      rows.push({
        respondentId: respondents[n].id,
        inquiryId: inquiry.id,
        questionId: ids[title],
        isCustomQuestion: false,
        performance: p,
        importance: i,
      }),
    );
    for (let d = forms; d < respondents.length; d++)
      rows.push({
        respondentId: respondents[d].id,
        inquiryId: inquiry.id,
        questionId: ids[title],
        isCustomQuestion: false,
        performance: 1,
        importance: 1,
      });
  }
  await ds.getRepository(SurveyAnswer).insert(rows as SurveyAnswer[]);
  await rebuildInquiryStatistics(ds.manager, inquiry.id);
  if (spec.published) await publish(t, inquiry.id);
  return ds.getRepository(Inquiry).findOneByOrFail({ id: inquiry.id });
}

/** Publishes a round's results and takes its snapshot, as the results upload does. */
export async function publish(t: TestApp, inquiryId: number): Promise<void> {
  await t.dataSource.getRepository(Inquiry).update({ id: inquiryId }, { resultsUploadedAt: new Date() });
  const inquiry = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: inquiryId });
  await t.app.get(InsightSnapshotsService).forCustomer(inquiry);
}

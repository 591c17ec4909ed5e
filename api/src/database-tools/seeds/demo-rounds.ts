import type { EntityManager } from 'typeorm';
import { SurveyAnswer } from '../../answers/survey-answer.entity';
import { Customer } from '../../customers/customer.entity';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { InsightSnapshot } from '../../insights/insight-snapshot.entity';
import { rebuildInquiryStatistics } from './inquiry-statistics';
import { Respondent } from '../../respondents/respondent.entity';
import type { InquiryType } from '../../inquiry-types/inquiry-type.entity';
import { Role } from '../../common/domain/roles';
import { User } from '../../users/user.entity';

const DAY = 86_400_000;
// How much lower (or higher) the earlier round rated each area's performance than the finished one.
const EARLIER_SHIFT: Record<string, number> = { Culture: -2, People: -1, Process: 0, Structure: 1 };
// Organisations whose published results of the same type make up the demo's benchmark pool.
const PEERS = [
  { name: 'Proseware Inc', bias: 0.6 },
  { name: 'Coho Winery', bias: -0.4 },
  { name: 'Lucerne Publishing', bias: 0.2 },
  { name: 'Alpine Ski House', bias: -0.8 },
  { name: 'Wide World Importers', bias: 1 },
];
const PEER_FORMS = 6;
/** The demo's peer organisations (published results only; an account per respondent, none of an admin). */
export const DEMO_PEER_NAMES = PEERS.map((p) => p.name);

function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * Rounds and benchmarks on the demo (docs/features/rounds-and-benchmarks.md): Northwind's finished inquiry gains an earlier round a year before
 * (same questions; Culture rated two points lower, People one, Structure one higher, so the trend shows real and
 * significant changes), and five organisations publish results of the same type with snapshots, so Northwind's
 * benchmark shows. A few hundred answer rows: the startup seed stays fast.
 */
export async function seedDemoRounds(
  m: EntityManager,
  northwind: Customer,
  admin: User,
  type: InquiryType,
  passwordHash: string,
): Promise<void> {
  const finished = await m.findOneByOrFail(Inquiry, { customerId: northwind.id, inquiryTypeId: type.id });
  const now = Date.now();
  const earlier = await m.save(
    Inquiry,
    m.create(Inquiry, {
      // Created when it ran, a year ago: lists newest first keep the demo's current inquiries on top.
      createdAt: new Date(now - 396 * DAY),
      customerId: northwind.id,
      inquiryTypeId: type.id,
      createdByUserId: admin.id,
      description: 'Annual organisational health check 2025',
      noOfParticipants: 8,
      expiryDate: new Date(now - 350 * DAY),
      intakeSubmittedAt: new Date(now - 395 * DAY),
      respondentsAddedAt: new Date(now - 394 * DAY),
      resultsUploadedAt: new Date(now - 365 * DAY),
    }),
  );
  await m.update(Inquiry, { id: finished.id }, { recreatedFromId: earlier.id });

  const answers = await m.find(SurveyAnswer, { where: { inquiryId: finished.id } });
  const respondents = await m.find(Respondent, { where: { inquiryId: finished.id }, order: { id: 'ASC' } });
  const areaOf = new Map(
    (
      (await m.query(
        `SELECT q.id, q.area FROM diagnostic_questions q INNER JOIN pathways p ON p.id = q.pathway_id WHERE p.inquiry_type_id = ? AND q.type = 'Rating'`,
        [type.id],
      )) as { id: number; area: string }[]
    ).map((q) => [Number(q.id), q.area]),
  );
  // A year earlier people rated importance much as now, not identically: each rating moves a point either way now and then.
  const drift = prng(2025);
  const earlierImportance = (importance: number | null) => {
    if (importance === null || importance === 0) return importance;
    const roll = drift();
    return Math.min(5, Math.max(1, importance + (roll < 0.2 ? -1 : roll > 0.8 ? 1 : 0)));
  };
  for (const r of respondents) {
    const copy = await m.save(
      Respondent,
      m.create(Respondent, {
        inquiryId: earlier.id,
        customerId: northwind.id,
        email: r.email,
        userId: r.userId,
        status: 'completed',
        submittedAt: new Date(now - 360 * DAY),
      }),
    );
    await m.insert(
      SurveyAnswer,
      answers
        .filter((a) => a.respondentId === r.id && a.performance !== null)
        .map((a) => {
          const shift = EARLIER_SHIFT[areaOf.get(a.questionId) ?? ''] ?? 0;
          const performance = a.performance! > 0 ? Math.min(5, Math.max(1, a.performance! + shift)) : a.performance;
          return {
            respondentId: copy.id,
            inquiryId: earlier.id,
            questionId: a.questionId,
            isCustomQuestion: false,
            performance,
            importance: earlierImportance(a.importance),
          };
        }),
    );
  }
  await rebuildInquiryStatistics(m, earlier.id);

  const random = prng(2020);
  for (const [n, peer] of PEERS.entries()) {
    const customer = await m.save(
      Customer,
      m.create(Customer, {
        name: peer.name,
        industry: 'Demo peer',
        website: `https://peer${n + 1}.example`,
        city: 'London',
        country: 'United Kingdom',
      }),
    );
    const inquiry = await m.save(
      Inquiry,
      m.create(Inquiry, {
        createdAt: new Date(now - 61 * DAY),
        customerId: customer.id,
        inquiryTypeId: type.id,
        createdByUserId: admin.id,
        description: `Organisational health check ${peer.name}`,
        noOfParticipants: PEER_FORMS,
        expiryDate: new Date(now - 20 * DAY),
        intakeSubmittedAt: new Date(now - 60 * DAY),
        respondentsAddedAt: new Date(now - 59 * DAY),
        resultsUploadedAt: new Date(now - (10 + n) * DAY),
      }),
    );
    const rows: Partial<SurveyAnswer>[] = [];
    for (let f = 0; f < PEER_FORMS; f++) {
      const email = `person${f + 1}@peer${n + 1}.demo.test`;
      // A completed form belongs to the account its respondent signed up with.
      const account = await m.save(
        User,
        m.create(User, {
          customerId: customer.id,
          role: Role.CustomerUser,
          email,
          passwordHash,
          firstName: 'Person',
          lastName: String(f + 1),
          isVerified: true,
        }),
      );
      const r = await m.save(
        Respondent,
        m.create(Respondent, {
          inquiryId: inquiry.id,
          customerId: customer.id,
          email,
          userId: account.id,
          status: 'completed',
          submittedAt: new Date(now - 30 * DAY),
        }),
      );
      for (const [questionId, area] of areaOf) {
        const performance = Math.min(5, Math.max(1, Math.round(3 + peer.bias + (random() - 0.5) * 2.5)));
        rows.push({
          respondentId: r.id,
          inquiryId: inquiry.id,
          questionId,
          isCustomQuestion: false,
          performance,
          importance: area === 'Other' ? null : 2 + Math.floor(random() * 4),
        });
      }
    }
    await m.insert(SurveyAnswer, rows as SurveyAnswer[]);
    await rebuildInquiryStatistics(m, inquiry.id);
    // The snapshot publication takes (written here as the seed writes around the services).
    await m.query(
      `INSERT INTO insight_snapshot_totals (inquiry_id, is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance,
         sum_pair_diff, n_pairs, dk_performance, dk_importance, sum_sq_performance, sum_sq_importance)
       SELECT inquiry_id, is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance,
         sum_pair_diff, n_pairs, dk_performance, dk_importance, sum_sq_performance, sum_sq_importance FROM answer_totals WHERE inquiry_id = ?`,
      [inquiry.id],
    );
    await m.insert(InsightSnapshot, {
      inquiryId: inquiry.id,
      forms: PEER_FORMS,
      takenAt: new Date(now - (10 + n) * DAY),
      reason: 'published',
    });
  }
}

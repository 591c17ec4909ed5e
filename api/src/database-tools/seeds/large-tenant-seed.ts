import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { hashPassword } from '../../auth/password-hasher';
import { Role } from '../../common/domain/roles';
import { Customer } from '../../customers/customer.entity';
import { DiagnosticQuestion } from '../../diagnostic-questions/diagnostic-question.entity';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { Respondent } from '../../inquiries/respondent.entity';
import { InquiryType } from '../../inquiry-types/inquiry-type.entity';
import { Pathway } from '../../pathways/pathway.entity';
import { rebuildInquiryStatistics } from '../../inquiries/inquiry-statistics';
import { seedBenchSegments } from './large-tenant-segments';
import { SurveyAnswer } from '../../answers/survey-answer.entity';
import { User } from '../../users/user.entity';

export interface LargeTenantOptions {
  seed: number;
  customers: number;
  inquiriesPerCustomer: number;
  bigRespondents: number;
  questions: number;
  staffPerCustomer: number;
  /** Respondents of the big customer's second inquiry left pending, for draft-save load. */
  pendingRespondents: number;
}

const LARGE_TENANT_DEFAULTS: LargeTenantOptions = {
  seed: 42,
  customers: 200,
  inquiriesPerCustomer: 10,
  bigRespondents: 5000,
  questions: 120,
  staffPerCustomer: 5,
  pendingRespondents: 1000,
};

const BENCH_PASSWORD = 'Bench#Pass2026';
const AREAS = ['Structure', 'People', 'Process', 'Culture'];

function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Multi-row INSERTs in chunks: the entities' own column mapping, without per-row round trips. */
async function bulkInsert<T extends ObjectLiteral>(
  ds: DataSource,
  entity: EntityTarget<T>,
  rows: Partial<T>[],
  chunk = 2000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await ds
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(i, i + chunk) as never)
      .updateEntity(false)
      .execute();
  }
}

async function idsOf(ds: DataSource, table: string, where: string, params: unknown[]): Promise<number[]> {
  const rows: { id: number }[] = await ds.query(`SELECT id FROM ${table} WHERE ${where} ORDER BY id`, params);
  return rows.map((r) => Number(r.id));
}

/**
 * Fills an empty database with a large, reproducible tenant population for benchmarks:
 * many customers and inquiries, and one inquiry with bigRespondents × questions rated answers.
 * Returns what the benchmark needs to address it.
 */
export async function seedLargeTenant(
  ds: DataSource,
  options: Partial<LargeTenantOptions> = {},
  log: (s: string) => void = () => undefined,
) {
  const o = { ...LARGE_TENANT_DEFAULTS, ...options };
  const random = prng(o.seed);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const started = Date.now();

  await ds.getRepository(User).insert({
    email: 'operator@bench.test',
    passwordHash,
    role: Role.SuperAdmin,
    customerId: null,
    firstName: 'Bench',
    lastName: 'Operator',
    isAdmin: true,
    isVerified: true,
  });
  const type = await ds
    .getRepository(InquiryType)
    .save({ name: 'Bench Assessment', description: 'Benchmark inquiry type', isActive: true });
  const pathways: number[] = [];
  for (let p = 0; p < 4; p++)
    pathways.push(
      (await ds.getRepository(Pathway).save({ name: `Bench pathway ${p + 1}`, inquiryTypeId: type.id })).id,
    );
  await bulkInsert(
    ds,
    DiagnosticQuestion,
    Array.from({ length: o.questions }, (_, i) => ({
      pathwayId: pathways[i % 4],
      question: {
        title: `Bench question ${i + 1}`,
        description: `How well does item ${i + 1} work?`,
        area: AREAS[i % 4],
        type: 'Rating',
        maxLength: null,
        validationRegex: null,
        ratingOptions: ['1', '2', '3', '4', '5'],
        checkboxOptions: [],
      },
    })),
  );
  const questionIds = await idsOf(ds, 'diagnostic_questions', 'pathway_id IN (?, ?, ?, ?)', pathways);
  log(`library: 1 inquiry type, 4 pathways, ${questionIds.length} questions`);

  await bulkInsert(
    ds,
    Customer,
    Array.from({ length: o.customers }, (_, c) => ({
      name: `Bench Customer ${String(c + 1).padStart(3, '0')}`,
      industry: 'Benchmarking',
      website: `https://bench-${c + 1}.example`,
      city: 'Bench City',
      country: 'Benchland',
      state: 'Bench',
      isActive: true,
    })),
  );
  const customerIds = await idsOf(ds, 'customers', "name LIKE 'Bench Customer %'", []);
  const users: Partial<User>[] = [];
  customerIds.forEach((customerId, c) => {
    const domain = `bench-${String(c + 1).padStart(3, '0')}.test`;
    users.push({
      customerId,
      role: Role.CustomerAdmin,
      email: `admin@${domain}`,
      passwordHash,
      firstName: 'Admin',
      lastName: `${c + 1}`,
      isAdmin: true,
      isVerified: true,
    });
    const staff = c === 0 ? o.bigRespondents : o.staffPerCustomer;
    for (let s = 0; s < staff; s++)
      users.push({
        customerId,
        role: Role.CustomerUser,
        email: `r${String(s + 1).padStart(5, '0')}@${domain}`,
        passwordHash,
        firstName: 'Resp',
        lastName: `${s + 1}`,
        isVerified: true,
      });
  });
  await bulkInsert(ds, User, users);
  log(`${customerIds.length} customers, ${users.length} users`);

  const now = Date.now();
  const inquiries: Partial<Inquiry>[] = [];
  for (const customerId of customerIds) {
    const admin = (await idsOf(ds, 'users', "customer_id = ? AND role = 'CustomerAdmin'", [customerId]))[0];
    for (let i = 0; i < o.inquiriesPerCustomer; i++) {
      inquiries.push({
        customerId,
        inquiryTypeId: type.id,
        createdByUserId: admin,
        description: `Bench inquiry ${i + 1}`,
        noOfParticipants: 5,
        expiryDate: new Date(now + 30 * 86_400_000),
        intakeSubmittedAt: new Date(now - 86_400_000),
        respondentsAddedAt: new Date(now - 86_400_000),
        isActive: true,
      });
    }
  }
  await bulkInsert(ds, Inquiry, inquiries);
  const [bigInquiryId, pendingInquiryId] = await idsOf(ds, 'inquiries', 'customer_id = ?', [customerIds[0]]);
  log(`${inquiries.length} inquiries`);

  // The big inquiry: every respondent of customer 1 completed every question.
  const bigStaff = await ds.query(
    "SELECT id, email FROM users WHERE customer_id = ? AND role = 'CustomerUser' ORDER BY id",
    [customerIds[0]],
  );
  await bulkInsert(
    ds,
    Respondent,
    bigStaff.map((u: { id: number; email: string }) => ({
      inquiryId: bigInquiryId,
      customerId: customerIds[0],
      email: u.email,
      userId: Number(u.id),
      status: 'completed',
      submittedAt: new Date(now),
    })),
  );
  await bulkInsert(
    ds,
    Respondent,
    bigStaff.slice(0, o.pendingRespondents).map((u: { id: number; email: string }) => ({
      inquiryId: pendingInquiryId,
      customerId: customerIds[0],
      email: u.email,
      userId: Number(u.id),
      status: 'pending',
    })),
  );
  const bigRespondentIds = await idsOf(ds, 'respondents', 'inquiry_id = ?', [bigInquiryId]);
  let answers = 0;
  const batch: Partial<SurveyAnswer>[] = [];
  const flush = async () => {
    await bulkInsert(ds, SurveyAnswer, batch.splice(0), 5000);
  };
  for (const respondentId of bigRespondentIds) {
    for (const questionId of questionIds) {
      const dk = random() < 0.05;
      batch.push({
        respondentId,
        inquiryId: bigInquiryId,
        questionId,
        isCustomQuestion: false,
        performance: dk ? 0 : 1 + Math.floor(random() * 5),
        importance: dk ? 0 : 1 + Math.floor(random() * 5),
      });
      answers++;
      if (batch.length >= 20000) await flush();
    }
  }
  await flush();
  log(
    `big inquiry ${bigInquiryId}: ${bigRespondentIds.length} respondents, ${answers} answers; pending inquiry ${pendingInquiryId}`,
  );

  // Every other inquiry: its customer's staff completed the first ten questions.
  const small: Partial<Respondent>[] = [];
  for (const [index, customerId] of customerIds.entries()) {
    if (index === 0) continue;
    const staff = await ds.query(
      "SELECT id, email FROM users WHERE customer_id = ? AND role = 'CustomerUser' ORDER BY id",
      [customerId],
    );
    const ids = await idsOf(ds, 'inquiries', 'customer_id = ?', [customerId]);
    for (const inquiryId of ids)
      for (const u of staff)
        small.push({
          inquiryId,
          customerId,
          email: u.email,
          userId: Number(u.id),
          status: 'completed',
          submittedAt: new Date(now),
        });
  }
  await bulkInsert(ds, Respondent, small);
  const smallRespondents: { id: number; inquiry_id: number }[] = await ds.query(
    'SELECT id, inquiry_id FROM respondents WHERE inquiry_id NOT IN (?, ?) ORDER BY id',
    [bigInquiryId, pendingInquiryId],
  );
  for (const r of smallRespondents) {
    for (const questionId of questionIds.slice(0, 10)) {
      batch.push({
        respondentId: Number(r.id),
        inquiryId: Number(r.inquiry_id),
        questionId,
        isCustomQuestion: false,
        performance: 1 + Math.floor(random() * 5),
        importance: 1 + Math.floor(random() * 5),
      });
      if (batch.length >= 20000) await flush();
    }
  }
  await flush();
  // Written around the services: number the respondents, count them and total the completed forms, as the services would have.
  await rebuildInquiryStatistics(ds.manager);
  await seedBenchSegments(ds, bigInquiryId);
  log(
    `${smallRespondents.length} other respondents with 10 answers each; done in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    bigInquiryId,
    pendingInquiryId,
    inquiryTypeId: type.id,
    bigCustomerId: customerIds[0],
    bigDomain: 'bench-001.test',
  };
}

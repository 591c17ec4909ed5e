import type { DataSource } from 'typeorm';
import { Client, personas, Personas } from './personas';
import { addParticipants, createInquiry, FormQuestion, submitIntake, typeByName } from './survey-fixtures';
import { createTestApp, DEMO, TestApp } from './test-app';

// Ready-made starts of a spec: the app under test with the clients it acts as, and what the form specs share.

/** The app under test with the clients that read an inquiry's figures: who may, who may not, and another tenant. */
export interface ReadersStage {
  t: TestApp;
  api: Personas;
  operator: Client;
  northwindAdmin: Client;
  contosoAdmin: Client;
  /** Northwind staff. */
  staff: Client;
}

export async function readersStage(): Promise<ReadersStage> {
  const t = await createTestApp();
  const api = await personas(t);
  return {
    t,
    api,
    operator: api.as('operator'),
    northwindAdmin: api.as('northwindAdmin'),
    contosoAdmin: api.as('contosoAdmin'),
    staff: api.as('northwindStaff'),
  };
}

/** The app under test with Contoso's admin, who opens health check rounds, and its staff member, who saves a form. */
export interface FormStage {
  t: TestApp;
  api: Personas;
  admin: Client;
  staff: Client;
  staffId: number;
  typeId: number;
}

export async function formStage(): Promise<FormStage> {
  const t = await createTestApp();
  const api = await personas(t);
  return {
    t,
    api,
    admin: api.as('contosoAdmin'),
    staff: api.as('contosoStaff'),
    staffId: (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id,
    typeId: (await typeByName(t, 'Organisational Health Check')).id,
  };
}

/** A new round opened to the staff member: its id and the questions of their form. */
export async function openStaffForm<Q extends FormQuestion>(
  s: FormStage,
  description: string,
): Promise<{ id: number; questions: Q[] }> {
  const inq = await createInquiry(s.admin, s.typeId, description);
  await submitIntake(s.t, s.admin, inq.Id, s.typeId);
  await addParticipants(s.admin, inq.Id, [DEMO.contosoStaff]).expect(200);
  const form = (await s.staff.get(`/api/SurveyAnswer/${s.typeId}/${inq.Id}/SurveyFormQuestions`).expect(200)).body;
  return { id: inq.Id as number, questions: form.data as Q[] };
}

/** One SurveyAnswerDtos item: the staff member's answer to `q` with the given fields. */
export const answerItem = <F extends object>(s: FormStage, inquiryId: number, q: FormQuestion, fields: F) => ({
  DiagnosticId: q.Id,
  InquiryId: inquiryId,
  CustomerUserId: s.staffId,
  IsCustomQuestion: q.IsCustomQuestion,
  ...fields,
});

/** A JSON save by the staff member, as the survey app sends one without a file. */
export const saveForm = (s: FormStage, status: string, items: object[]) =>
  s.staff
    .post('/api/SurveyAnswer/AddSurveyAnswers')
    .set('Content-Type', 'application/json')
    .send(JSON.stringify({ Status: status, SurveyAnswerDtos: items }));

export interface LoggedStatement {
  sql: string;
  parameters: unknown[];
}

export interface StatementWatch {
  /** Runs `send` and answers its result with the matching statements sent meanwhile. */
  during<T>(send: () => PromiseLike<T>): Promise<{ res: T; statements: LoggedStatement[] }>;
}

/**
 * Records the statements matching `pattern`, with their parameters, while a request runs (every statement goes
 * through the data source's logger, whatever the engine and its logging options).
 */
export function statementsMatching(dataSource: DataSource, pattern: RegExp): StatementWatch {
  let seen: LoggedStatement[] | null = null;
  const logger = dataSource.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (sql, parameters, runner) => {
    if (seen && pattern.test(sql)) seen.push({ sql, parameters: Array.isArray(parameters) ? parameters : [] });
    return logQuery(sql, parameters, runner);
  };
  return {
    async during(send) {
      const statements: LoggedStatement[] = [];
      seen = statements;
      try {
        return { res: await send(), statements };
      } finally {
        seen = null;
      }
    },
  };
}

import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../src/app.module';
import { configureApp, createHttpAdapter } from '../src/configure-app';
import { openDatabase } from '../src/database/open-database';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { ENTITIES } from '../src/entities';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { IntakeQuestion } from '../src/intake-questions/intake-question.entity';
import { Pathway } from '../src/pathways/pathway.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

/** What the programme and lifecycle specs set their surveys up from. */
export interface SurveyLibrary {
  /** Digital Transformation Readiness. */
  typeId: number;
  /** Every intake question of the type answered: yes, or the text given. */
  intakeAnswers: { IntakeId: number; Answer: string }[];
  /** Two questions of the type. */
  questionIds: number[];
  /** A question of another type. */
  foreignQuestionId: number;
}

export async function surveyLibrary(t: TestApp, textAnswer: string): Promise<SurveyLibrary> {
  const type = await t.dataSource
    .getRepository(InquiryType)
    .findOneByOrFail({ name: 'Digital Transformation Readiness' });
  const intake = await t.dataSource.getRepository(IntakeQuestion).find({ where: { inquiryTypeId: type.id } });
  const pathways = await t.dataSource.getRepository(Pathway).find({ order: { id: 'ASC' } });
  const own = pathways.find((p) => p.inquiryTypeId === type.id)!;
  const other = pathways.find((p) => p.inquiryTypeId !== type.id)!;
  const questions = t.dataSource.getRepository(DiagnosticQuestion);
  return {
    typeId: type.id,
    intakeAnswers: intake.map((q) => ({ IntakeId: q.id, Answer: q.type === 'Checkbox' ? 'yes' : textAnswer })),
    questionIds: (await questions.find({ where: { pathwayId: own.id }, order: { id: 'ASC' }, take: 2 })).map(
      (q) => q.id,
    ),
    foreignQuestionId: (await questions.findOneOrFail({ where: { pathwayId: other.id }, order: { id: 'ASC' } })).id,
  };
}

/** A second API instance on the test app's database: its own Nest app and connection pool, as another process. */
export async function secondInstance(t: TestApp): Promise<NestFastifyApplication> {
  const dataSource = await openDatabase(t.config.database, ENTITIES, { migrate: false });
  const second = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(t.config, dataSource),
    createHttpAdapter(t.config),
    { bodyParser: false, logger: ['error'] },
  );
  await configureApp(second, t.config);
  await second.init();
  return second;
}

/** What the settings specs start from: an app whose timers never run, the roles they ask as, and the library. */
export interface SettingsStage extends SurveyLibrary {
  t: TestApp;
  api: Personas;
  /** Northwind's customer admin. */
  admin: Client;
  /** Contoso's customer admin. */
  otherAdmin: Client;
  operator: Client;
  /** Northwind staff. */
  staff: Client;
}

export async function settingsStage(textAnswer: string): Promise<SettingsStage> {
  const t = await createTestApp({ env: { PROGRAMME_POLL_INTERVAL_MS: '0' } });
  const api = await personas(t);
  return {
    t,
    api,
    admin: api.as('northwindAdmin'),
    otherAdmin: api.as('contosoAdmin'),
    operator: api.as('operator'),
    staff: api.as('northwindStaff'),
    ...(await surveyLibrary(t, textAnswer)),
  };
}

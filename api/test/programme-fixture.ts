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
import type { TestApp } from './support/test-app';

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

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { CustomQuestion } from '../custom-questions/custom-question.entity';
import { Customer } from '../customers/customer.entity';
import { DiagnosticQuestion } from '../diagnostic-questions/diagnostic-question.entity';
import { CONTENT_TYPES } from '../files/file-type';
import { FilesService } from '../files/files.service';
import { StoredFile } from '../files/stored-file.entity';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { InsightsService } from '../insights/insights.service';
import { round } from '../insights/ipa';
import { Respondent } from '../inquiries/respondent.entity';
import { ResultAdvanceInsight } from '../results/result-advance-insight.entity';
import { ResultFinding } from '../results/result-finding.entity';
import { ResultInputsService } from '../results/result-inputs.service';
import { ResultRecommendation } from '../results/result-recommendation.entity';
import { ResultRoadmapStep } from '../results/result-roadmap-step.entity';
import { SurveyAnswer } from '../surveys/survey-answer.entity';
import { User } from '../users/user.entity';
import { AnswerExportRow, writeAnswersExport } from './answers-export-writer';
import { buildPdfReport } from './pdf-report-builder';

const BATCH = 5000;

interface RawAnswer {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: string;
  isCustom: number | boolean | string;
  performance: number | string | null;
  importance: number | string | null;
  textAnswer: string | null;
  checkboxAnswer: string | null;
  document: string | null;
  dTitle: string | null;
  dArea: string | null;
  dType: string | null;
  cTitle: string | null;
  cArea: string | null;
  cType: string | null;
}

const rating = (v: number | string | null) => (v === null || v === undefined ? null : Number(v) === 0 ? 'DK' : Number(v));

function toRow(a: RawAnswer): AnswerExportRow {
  const custom = a.isCustom === true || Number(a.isCustom) === 1;
  const type = (custom ? a.cType : a.dType) ?? '';
  let answer: string | number | null = null;
  if (type === 'Rating') answer = rating(a.performance);
  else if (type === 'Checkbox') answer = a.checkboxAnswer ? (JSON.parse(a.checkboxAnswer) as string[]).join('; ') : null;
  else if (type === 'Document') answer = a.document;
  else answer = a.textAnswer;
  return {
    respondent: [a.firstName, a.lastName].filter(Boolean).join(' '),
    email: a.email,
    formStatus: a.status,
    area: (custom ? a.cArea : a.dArea) ?? '',
    question: (custom ? a.cTitle : a.dTitle) ?? '(deleted question)',
    questionType: type,
    customQuestion: custom,
    answer,
    importance: type === 'Rating' ? rating(a.importance) : null,
    document: a.document,
  };
}

/** PDF insights report and answers export of an inquiry (super admin), stored and handed out as signed links. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly inputs: ResultInputsService,
    private readonly files: FilesService,
    private readonly audit: AuditService,
    private readonly insights: InsightsService,
  ) {}

  async exportData(user: AuthUser, inquiryId: number): Promise<{ DocPath: string }> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const m = this.dataSource.manager;
    const [customer, findings, recommendations, advanceInsights, roadmap, inputs] = await Promise.all([
      m.findOneBy(Customer, { id: inquiry.customerId }),
      m.find(ResultFinding, { where: { inquiryId }, order: { position: 'ASC', id: 'ASC' } }),
      m.find(ResultRecommendation, { where: { inquiryId }, order: { position: 'ASC', id: 'ASC' } }),
      m.find(ResultAdvanceInsight, { where: { inquiryId }, order: { position: 'ASC', id: 'ASC' } }),
      m.find(ResultRoadmapStep, { where: { inquiryId }, order: { step: 'ASC' } }),
      this.inputs.inputsFor(inquiryId),
    ]);
    const ipa = await this.insights.analysis(inquiry);
    const byKey = new Map(ipa.items.map((i) => [i.key, i]));
    const pdf = await buildPdfReport({
      inquiryName: inquiry.description,
      inquiryType: inquiry.inquiryType?.name ?? '',
      customerName: customer?.name ?? '',
      generatedAt: new Date(),
      areaColors: await this.inputs.areaColors(inquiryId, inputs),
      findings: findings.map((f) => ({ area: f.area, text: f.text })),
      recommendations: recommendations.map((r) => ({ detail: r.detail, levelOfFocus: Number(r.levelOfFocus) })),
      inputs,
      advanceInsights: advanceInsights.map((a) => ({ area: a.area, text: a.text })),
      roadmap: roadmap.map((s) => ({ step: Number(s.step), title: s.title, briefDescription: s.briefDescription, detail: s.detail })),
      ipa: {
        convention: this.insights.crosshairConvention,
        crosshair: ipa.overall.crosshair,
        items: ipa.items.map((i) => ({
          title: i.title,
          area: i.area,
          performance: round(i.meanPerformance),
          importance: round(i.meanImportance),
          gap: round(i.gap),
          n: i.n,
          dkShare: i.dkShare,
          dkFlagged: i.dkFlagged,
          quadrant: ipa.overall.quadrants.get(i.key) ?? null,
        })),
        concentrateHere: ipa.overall.concentrateHere.map((key) => ({ title: byKey.get(key)!.title, area: byKey.get(key)!.area, gap: round(byKey.get(key)!.gap) })),
      },
    });
    const stored = await this.files.store({
      data: pdf,
      size: pdf.length,
      originalName: `insights-report-inquiry-${inquiryId}.pdf`,
      contentType: CONTENT_TYPES.pdf,
      kind: 'report',
      customerId: inquiry.customerId,
      inquiryId,
      uploadedByUserId: user.id,
    });
    await this.audit.record({ action: 'report.export', actorUserId: user.id, customerId: inquiry.customerId, target: `inquiry:${inquiryId}`, detail: `file:${stored.id}` });
    return { DocPath: this.files.link(stored.id) };
  }

  /** Answers in id order, one batch at a time (keyset paging), never all in memory. */
  private async *answerBatches(inquiryId: number): AsyncGenerator<AnswerExportRow[]> {
    let after = 0;
    for (;;) {
      const raw = await this.dataSource
        .createQueryBuilder(SurveyAnswer, 'a')
        .innerJoin(Respondent, 'r', 'r.id = a.respondentId')
        .leftJoin(User, 'u', 'u.id = r.userId')
        .leftJoin(DiagnosticQuestion, 'q', 'q.id = a.questionId AND a.isCustomQuestion = 0')
        .leftJoin(CustomQuestion, 'c', 'c.id = a.questionId AND a.isCustomQuestion = 1')
        .leftJoin(StoredFile, 'f', 'f.id = a.fileId')
        .select('a.id', 'id')
        .addSelect('r.email', 'email')
        .addSelect('u.firstName', 'firstName')
        .addSelect('u.lastName', 'lastName')
        .addSelect('r.status', 'status')
        .addSelect('a.isCustomQuestion', 'isCustom')
        .addSelect('a.performance', 'performance')
        .addSelect('a.importance', 'importance')
        .addSelect('a.textAnswer', 'textAnswer')
        .addSelect('a.checkboxAnswer', 'checkboxAnswer')
        .addSelect('f.originalName', 'document')
        .addSelect('q.question.title', 'dTitle')
        .addSelect('q.question.area', 'dArea')
        .addSelect('q.question.type', 'dType')
        .addSelect('c.question.title', 'cTitle')
        .addSelect('c.question.area', 'cArea')
        .addSelect('c.question.type', 'cType')
        .where('a.inquiryId = :inquiryId', { inquiryId })
        .andWhere('a.id > :after', { after })
        .orderBy('a.id', 'ASC')
        .limit(BATCH)
        .getRawMany<RawAnswer>();
      if (!raw.length) return;
      yield raw.map(toRow);
      after = Number(raw[raw.length - 1].id);
      if (raw.length < BATCH) return;
    }
  }

  async exportAnswers(user: AuthUser, inquiryId: number): Promise<{ DocPath: string; Rows: number }> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const dir = await mkdtemp(join(tmpdir(), 'answers-export-'));
    try {
      const filename = join(dir, 'answers.xlsx');
      const rows = await writeAnswersExport(filename, this.answerBatches(inquiryId));
      const { size } = await stat(filename);
      const stored = await this.files.store({
        data: createReadStream(filename),
        size,
        originalName: `answers-inquiry-${inquiryId}.xlsx`,
        contentType: CONTENT_TYPES.xlsx,
        kind: 'export',
        customerId: inquiry.customerId,
        inquiryId,
        uploadedByUserId: user.id,
      });
      await this.audit.record({ action: 'answers.export', actorUserId: user.id, customerId: inquiry.customerId, target: `inquiry:${inquiryId}`, detail: `file:${stored.id} rows:${rows}` });
      return { DocPath: this.files.link(stored.id), Rows: rows };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

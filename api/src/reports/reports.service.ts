import { Injectable } from '@nestjs/common';
import { reportJobProgress } from '../jobs/job-progress';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { CustomersService } from '../customers/customers.service';
import { CONTENT_TYPES } from '../files/file-type';
import { FilesService } from '../files/files.service';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { InsightsService } from '../insights/insights.service';
import { round } from '../insights/ipa';
import { ResultContentService } from '../results/result-content.service';
import { ResultInputsService } from '../results/result-inputs.service';
import { answerExportAttributeNames, answerExportRows } from './answers-export-reader';
import { writeAnswersExport } from './answers-export-writer';
import { ExportAnswersResultDto, ExportDataResultDto } from './dto/export-responses';
import { TrendService } from '../trends/trend.service';
import { BenchmarkService } from '../benchmarks/benchmark.service';
import { HeatmapService } from '../insights/heatmap.service';
import { heatmapSection } from './heatmap-section';
import { ReportWorkers } from './report-workers';
import { ReportActions } from './report-actions';
import { ReportEnps } from './report-enps';

import { TranslationsService } from '../translations/translations.service';
import { CommentReadsService } from '../comments/comment-reads.service';
import { withCommentColumns } from './answers-export-comments';

/** PDF insights report and answers export of an inquiry (super admin), stored and handed out as signed links. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly inputs: ResultInputsService,
    private readonly content: ResultContentService,
    private readonly customers: CustomersService,
    private readonly files: FilesService,
    private readonly audit: AuditService,
    private readonly insights: InsightsService,
    private readonly translations: TranslationsService,
    private readonly heatmaps: HeatmapService,
    private readonly comments: CommentReadsService,
    private readonly trends: TrendService,
    private readonly benchmarks: BenchmarkService,
    private readonly workers: ReportWorkers,
    private readonly actions: ReportActions,
    private readonly enps: ReportEnps,
  ) {}

  /** The PDF in the reader's language: published texts taken from the library are shown translated, the rest as written. */
  async exportData(
    user: AuthUser,
    inquiryId: number,
    language: Language = DEFAULT_LANGUAGE,
    by?: string,
  ): Promise<ExportDataResultDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    // Checked before the report is drawn: an unknown or too fine attribute is a 400, not a report without its page.
    const heatmap =
      by === undefined || by === '' ? undefined : heatmapSection(await this.heatmaps.heatmap(user, inquiryId, by));
    const tr = await this.translations.byEnglish(language, ['InquiryType', 'Finding', 'Recommendation', 'Roadmap']);
    const [customer, findings, recommendations, advanceInsights, roadmap, inputs] = await Promise.all([
      this.customers.findById(inquiry.customerId),
      this.content.findings(inquiryId),
      this.content.recommendations(inquiryId),
      this.content.advanceInsights(inquiryId),
      this.content.roadmapSteps(inquiryId),
      this.inputs.inputsFor(inquiryId),
    ]);
    const ipa = await this.insights.analysis(inquiry);
    const q = await this.translations.lookup(language, [
      { kind: 'DiagnosticQuestion', ids: ipa.items.filter((i) => !i.isCustom).map((i) => i.id) },
      { kind: 'CustomQuestion', ids: ipa.items.filter((i) => i.isCustom).map((i) => i.id) },
    ]);
    const title = (i: { id: number; isCustom: boolean; title: string }) =>
      q[i.isCustom ? 'CustomQuestion' : 'DiagnosticQuestion'](i.id, 'title', i.title);
    const byKey = new Map(ipa.items.map((i) => [i.key, i]));
    reportJobProgress(0.4);
    const pdf = await this.workers.pdf({
      inquiryName: inquiry.description,
      inquiryType: tr(inquiry.inquiryType?.name ?? ''),
      language,
      heatmap,
      comments: { questions: await this.comments.topThemes(inquiry) },
      enps: await this.enps.section(user, inquiryId, language),
      trend: await this.trends.trend(user, inquiryId),
      actions: await this.actions.section(user, inquiryId, language),
      benchmark: await this.benchmarks.benchmark(user, inquiryId),
      customerName: customer?.name ?? '',
      generatedAt: new Date(),
      areaColors: await this.inputs.areaColors(inquiryId, inputs),
      findings: findings.map((f) => ({ area: f.area, text: tr(f.text) })),
      recommendations: recommendations.map((r) => ({ detail: tr(r.detail), levelOfFocus: Number(r.levelOfFocus) })),
      inputs,
      advanceInsights: advanceInsights.map((a) => ({ area: a.area, text: a.text })),
      roadmap: roadmap.map((s) => ({
        step: Number(s.step),
        title: tr(s.title),
        briefDescription: tr(s.briefDescription),
        detail: tr(s.detail),
      })),
      ipa: {
        convention: this.insights.crosshairConvention,
        crosshair: ipa.overall.crosshair,
        items: ipa.items.map((i) => ({
          title: title(i),
          area: i.area,
          performance: round(i.meanPerformance),
          importance: round(i.meanImportance),
          gap: round(i.gap),
          n: i.n,
          dkShare: i.dkShare,
          dkFlagged: i.dkFlagged,
          quadrant: ipa.overall.quadrants.get(i.key) ?? null,
        })),
        concentrateHere: ipa.overall.concentrateHere.map((key) => ({
          title: title(byKey.get(key)!),
          area: byKey.get(key)!.area,
          gap: round(byKey.get(key)!.gap),
        })),
      },
    });
    reportJobProgress(0.9);
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
    await this.audit.record({
      action: 'report.export',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `inquiry:${inquiryId}`,
      detail: `file:${stored.id}`,
    });
    return { DocPath: this.files.link(stored.id) };
  }

  async exportAnswers(user: AuthUser, inquiryId: number): Promise<ExportAnswersResultDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const dir = await mkdtemp(join(tmpdir(), 'answers-export-'));
    try {
      const filename = join(dir, 'answers.xlsx');
      const attributes = await answerExportAttributeNames(this.dataSource, inquiryId);
      const comments = await this.comments.ofAnswers(inquiry);
      reportJobProgress(0.1);
      const rows = await writeAnswersExport(
        createWriteStream(filename),
        withCommentColumns(answerExportRows(this.dataSource, inquiryId), comments),
        attributes,
      );
      reportJobProgress(0.8);
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
      await this.audit.record({
        action: 'answers.export',
        actorUserId: user.id,
        customerId: inquiry.customerId,
        target: `inquiry:${inquiryId}`,
        detail: `file:${stored.id} rows:${rows}`,
      });
      return { DocPath: this.files.link(stored.id), Rows: rows };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

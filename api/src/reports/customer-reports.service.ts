import { Injectable } from '@nestjs/common';
import { reportJobProgress } from '../jobs/job-progress';
import { DEFAULT_LANGUAGE, type Language, type ResultArea } from '@portal/contracts';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { CommentReadsService } from '../comments/comment-reads.service';
import type { ApiKeyCaller } from '../common/guards/api-key-authenticator';
import { ApiError } from '../common/filters/api-error';
import { CustomersService } from '../customers/customers.service';
import { CONTENT_TYPES } from '../files/file-type';
import { FilesService } from '../files/files.service';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import type { ImportancePerformanceDto } from '../insights/dto/insights-responses';
import { HeatmapService } from '../insights/heatmap.service';
import { InsightsService } from '../insights/insights.service';
import { ResultContentService } from '../results/result-content.service';
import type { InputLine } from '../results/result-inputs.service';
import { ResultsService } from '../results/results.service';
import { TranslationsService } from '../translations/translations.service';
import { TrendService } from '../trends/trend.service';
import { BenchmarkService } from '../benchmarks/benchmark.service';
import { ExportDataResultDto } from './dto/export-responses';
import { FiguresView, figuresWorkbook } from './figures-workbook';
import { heatmapSection } from './heatmap-section';
import type { CustomerCommentsSection } from './pdf-customer-comments-section';
import type { IpaChart } from './pdf-report-builder';
import { ReportWorkers } from './report-workers';
import { ReportActions } from './report-actions';
import { ReportEnps } from './report-enps';

type QuestionRef = { Id: number; IsCustomQuestion: boolean; Title: string };

const TOP_THEMES = 5;
const NOT_PUBLISHED = 'The results of this inquiry are not published yet.';
const AREA_ARRAYS = {
  Culture: 'CultureArray',
  People: 'PeopleArray',
  Process: 'ProcessArray',
  Structure: 'StructureArray',
} as const;

/**
 * The PDF report and the figures workbook as the customer reader (a customer admin or a results:read key) sees them.
 * Every figure comes from the reader's own reads (inputs, area colours, importance-performance, heatmap, trend,
 * benchmark), which apply the snapshot and the confidentiality rule (docs/confidentiality.md): what they withhold is
 * printed as "Not enough answers", and no figure is computed here.
 */
@Injectable()
export class CustomerReportsService {
  constructor(
    private readonly access: InquiryAccess,
    private readonly results: ResultsService,
    private readonly content: ResultContentService,
    private readonly insights: InsightsService,
    private readonly heatmaps: HeatmapService,
    private readonly trends: TrendService,
    private readonly benchmarks: BenchmarkService,
    private readonly customers: CustomersService,
    private readonly translations: TranslationsService,
    private readonly files: FilesService,
    private readonly audit: AuditService,
    private readonly workers: ReportWorkers,
    private readonly commentReads: CommentReadsService,
    private readonly actions: ReportActions,
    private readonly enps: ReportEnps,
  ) {}

  /** The reader's own inquiry (404 for another organisation's), once its results are published (409 before). */
  private async published(user: AuthUser, inquiryId: number): Promise<Inquiry> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    if (inquiry.resultsUploadedAt === null) throw ApiError.conflict([NOT_PUBLISHED], 'Results not published');
    return inquiry;
  }

  async pdf(user: AuthUser, inquiryId: number, language: Language = DEFAULT_LANGUAGE, by?: string) {
    const inquiry = await this.published(user, inquiryId);
    // An unknown or too fine attribute is a 400 before anything is drawn.
    const heatmap =
      by === undefined || by === '' ? undefined : heatmapSection(await this.heatmaps.heatmap(user, inquiryId, by));
    const tr = await this.translations.byEnglish(language, ['InquiryType', 'Finding', 'Recommendation', 'Roadmap']);
    const [customer, findings, recommendations, advanceInsights, roadmap] = await Promise.all([
      this.customers.findById(inquiry.customerId),
      this.content.findings(inquiryId),
      this.content.recommendations(inquiryId),
      this.content.advanceInsights(inquiryId),
      this.content.roadmapSteps(inquiryId),
    ]);
    const inputs = await this.results.inputResult(user, inquiryId, false);
    const lines: InputLine[] = (Object.keys(AREA_ARRAYS) as ResultArea[]).flatMap((area) =>
      inputs[AREA_ARRAYS[area]].map((i) => ({
        area,
        question: i.Questiondescription,
        averageRating: i.AverageRating,
        averageValue: i.AverageValue,
        averageDifference: null,
        withheld: i.Withheld === true,
      })),
    );
    const ipa = await this.insights.importancePerformance(user, inquiryId);
    reportJobProgress(0.4);
    const pdf = await this.workers.pdf({
      inquiryName: inquiry.description,
      inquiryType: tr(inquiry.inquiryType?.name ?? ''),
      language,
      heatmap,
      enps: await this.enps.section(user, inquiryId, language),
      trend: await this.trends.trend(user, inquiryId),
      actions: await this.actions.section(user, inquiryId, language),
      benchmark: await this.benchmarks.benchmark(user, inquiryId),
      customerName: customer?.name ?? '',
      generatedAt: new Date(),
      areaColors: await this.results.areaColors(user, inquiryId),
      findings: findings.map((f) => ({ area: f.area, text: tr(f.text) })),
      recommendations: recommendations.map((r) => ({ detail: tr(r.detail), levelOfFocus: Number(r.levelOfFocus) })),
      inputs: lines,
      advanceInsights: advanceInsights.map((a) => ({ area: a.area, text: a.text })),
      roadmap: roadmap.map((s) => ({
        step: Number(s.step),
        title: tr(s.title),
        briefDescription: tr(s.briefDescription),
        detail: tr(s.detail),
      })),
      ipa: await this.ipaChart(ipa, language),
      customerComments: await this.comments(user, inquiryId, language),
    });
    return this.store(user, inquiry, pdf, 'pdf');
  }

  /**
   * The comments page as the reader's own comment reads give it (overall, never by group): only for a customer admin
   * (an API key does not read comments) once the comments are released and the snapshot is taken. A withheld
   * question keeps its heading and says why; top themes are the read's first five.
   */
  private async comments(
    user: AuthUser,
    inquiryId: number,
    language: Language,
  ): Promise<CustomerCommentsSection | undefined> {
    if ((user as Partial<ApiKeyCaller>).apiKey) return undefined;
    const themes = await this.commentReads.themes(user, inquiryId, {});
    if (!themes.Released || themes.Gated) return undefined;
    const page = await this.commentReads.comments(user, inquiryId, { currentPage: 1, pageSize: -1 });
    const title = await this.titles(language, themes.Questions);
    const questions = themes.Questions.filter((q) => q.Withheld || q.Count > 0).map((q) => ({
      title: title(q),
      count: q.Count,
      withheld: q.Withheld,
      themes: q.Themes.slice(0, TOP_THEMES).map((t) => ({ label: t.Theme, count: t.Count, sentiment: t.Sentiment })),
      comments: page.data.filter((c) => c.QuestionKey === q.Key).map((c) => c.Text),
    }));
    return questions.length ? { forms: themes.N, min: themes.MinRespondents, questions } : undefined;
  }

  /** The questions' titles in the reader's language (as written where not translated). */
  private async titles(language: Language, items: QuestionRef[]): Promise<(i: QuestionRef) => string> {
    const q = await this.translations.lookup(language, [
      { kind: 'DiagnosticQuestion', ids: items.filter((i) => !i.IsCustomQuestion).map((i) => i.Id) },
      { kind: 'CustomQuestion', ids: items.filter((i) => i.IsCustomQuestion).map((i) => i.Id) },
    ]);
    return (i) => q[i.IsCustomQuestion ? 'CustomQuestion' : 'DiagnosticQuestion'](i.Id, 'title', i.Title);
  }

  /** The reader's importance-performance read as the report's chart: withheld items keep their row, without figures. */
  private async ipaChart(ipa: ImportancePerformanceDto, language: Language): Promise<IpaChart> {
    const title = await this.titles(language, ipa.Items);
    const overall = ipa.Overall;
    return {
      convention: ipa.Settings.CrosshairConvention as 'mean' | 'midpoint',
      crosshair: overall?.Crosshair
        ? { performance: overall.Crosshair.Performance, importance: overall.Crosshair.Importance }
        : null,
      items: ipa.Items.map((i) => ({
        title: title(i),
        area: i.Area,
        performance: i.MeanPerformance,
        importance: i.MeanImportance,
        gap: i.Gap,
        n: i.N,
        dkShare: i.DkShare,
        dkFlagged: i.DkFlagged,
        quadrant: i.Quadrant,
        withheld: i.Withheld,
      })),
      concentrateHere: (overall?.ConcentrateHere ?? []).map((c) => ({ title: title(c), area: c.Area, gap: c.Gap })),
    };
  }

  /**
   * The figures workbook: everyone, then each group the reader is shown (by attribute, the groups of the Segments
   * read that are not hidden), each through the reader's own ?segment= read.
   */
  async figures(user: AuthUser, inquiryId: number, language: Language = DEFAULT_LANGUAGE) {
    const inquiry = await this.published(user, inquiryId);
    const everyone = await this.insights.importancePerformance(user, inquiryId);
    const views: FiguresView[] = [{ attribute: null, group: null, forms: everyone.SnapshotForms, ipa: everyone }];
    if (!everyone.Gated) {
      const { Attributes } = await this.heatmaps.attributes(user, inquiryId);
      for (const attribute of Attributes.filter((a) => !a.TooFine)) {
        const heatmap = await this.heatmaps.heatmap(user, inquiryId, attribute.Name);
        for (const group of attribute.Groups.filter((g) => !g.Hidden)) {
          const ipa = await this.insights.importancePerformance(user, inquiryId, `${attribute.Name}:${group.Value}`);
          if (ipa.Gated) continue;
          views.push({
            attribute: attribute.Name,
            group: group.NoValue ? '' : group.Value,
            forms: heatmap.Segments.find((s) => s.Value === group.Value && !s.Hidden)?.N ?? null,
            ipa,
          });
        }
      }
    }
    const title = await this.titles(
      language,
      views.flatMap((v) => v.ipa.Items),
    );
    const translated = views.map((v) => ({
      ...v,
      ipa: { ...v.ipa, Items: v.ipa.Items.map((i) => ({ ...i, Title: title(i) })) },
    }));
    reportJobProgress(0.4);
    const xlsx = await figuresWorkbook(translated, language);
    return this.store(user, inquiry, xlsx, 'xlsx');
  }

  private async store(
    user: AuthUser,
    inquiry: Inquiry,
    data: Buffer,
    kind: 'pdf' | 'xlsx',
  ): Promise<ExportDataResultDto> {
    const stored = await this.files.store({
      data,
      size: data.length,
      originalName: kind === 'pdf' ? `insights-report-inquiry-${inquiry.id}.pdf` : `figures-inquiry-${inquiry.id}.xlsx`,
      contentType: CONTENT_TYPES[kind],
      kind: kind === 'pdf' ? 'report' : 'export',
      customerId: inquiry.customerId,
      inquiryId: inquiry.id,
      uploadedByUserId: user.id,
    });
    await this.audit.record({
      action: 'report.export',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `inquiry:${inquiry.id}`,
      detail: `file:${stored.id} ${kind === 'pdf' ? 'customer-report' : 'figures'}`,
    });
    return { DocPath: this.files.link(stored.id) };
  }
}

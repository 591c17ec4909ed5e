import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { transaction } from '../database/transaction';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { CONTENT_TYPES, detectDocumentKind } from '../files/file-type';
import { FilesService } from '../files/files.service';
import { FindingsService } from '../findings/findings.service';
import { InsightSnapshotsService } from '../insights/insight-snapshots.service';
import { InsightsService } from '../insights/insights.service';
import { suggestFocus } from '../insights/ipa';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { RecommendationsService } from '../recommendations/recommendations.service';
import { RoadmapsService } from '../roadmaps/roadmaps.service';
import { DocumentValidateResultDto, UploadResultDto, WorkbookSummaryDto } from './dto/result-responses';
import { ResultContentService } from './result-content.service';
import { InputLine, ResultInputsService } from './result-inputs.service';
import { ResultsPublishedNotice } from './results-published-notice.service';
import { replaceResults } from './results.repository';
import { CustomerFigures, TemplateFiguresService, unbackedAreas, unbackedReason } from './template-figures.service';
import { ParsedResults } from './workbook/result-workbook-format';
import { ResultWorkbookWorkers } from './result-workbook-workers';
import { reportJobProgress } from '../jobs/job-progress';
import { XlsxPackageError } from '../spreadsheets/xlsx-package-guard';
import type { MultipartFile } from '../files/uploaded-file';

/** When a publication mails the customer admins: on the first one only (the upload's rule), always, or not. */
export type PublishNotice = 'first-publication' | 'always' | 'never';

export const MAX_RESULT_WORKBOOK_BYTES = 10 * 1024 * 1024;
const INVALID_TITLE = 'Invalid result workbook';

function summary(r: ParsedResults): WorkbookSummaryDto {
  return {
    Findings: r.findings.length,
    Recommendations: r.recommendations.length,
    Inputs: r.inputs ? r.inputs.length : null,
    AdvanceInsights: r.advanceInsights.length,
    RoadmapSteps: r.roadmap.length,
    AreaColors: r.areaColors ? r.areaColors.length : null,
  };
}

/**
 * Inputs computed from another number of completed forms than the inquiry has now would sit beside the customer's
 * snapshot of the current forms, and the difference of the two would reveal the ratings of the forms in between.
 */
function refuseStaleInputs(results: ParsedResults, inquiryId: number, completedNow: number): void {
  const from = results.computedFrom;
  if (!from || !results.inputs?.length) return;
  refuseForeignTemplate(results, inquiryId);
  if (from.completedForms !== completedNow) {
    throw ApiError.conflict(
      [
        `The Inputs sheet was computed from ${from.completedForms} completed forms and ${completedNow} are completed now: download the template again so the inputs match the forms`,
      ],
      INVALID_TITLE,
    );
  }
}

function refuseForeignTemplate(results: ParsedResults, inquiryId: number): void {
  const from = results.computedFrom;
  if (from && results.inputs?.length && from.inquiryId !== inquiryId) {
    throw ApiError.conflict(
      [
        `This template was made for inquiry ${from.inquiryId}, not inquiry ${inquiryId}: download this inquiry's template`,
      ],
      INVALID_TITLE,
    );
  }
}

/**
 * An area colour is shown to the customer admin beside their figures, so it may only be set (by judgement or
 * derived) where they see the area's figures; elsewhere it would speak for figures the anonymity floor withholds.
 */
function refuseUnbackedColours(results: ParsedResults, figures: CustomerFigures, lines: InputLine[]): void {
  const unbacked = unbackedAreas(figures, lines);
  const refused = (results.areaColors ?? []).filter((c) => unbacked.has(c.area));
  if (!refused.length) return;
  const why = unbackedReason(figures);
  throw ApiError.conflict(
    refused.map(
      (c) => `Sheet AreaColors, area ${c.area}: no colour can be set, because ${why}. Leave the area out of the sheet.`,
    ),
    INVALID_TITLE,
  );
}

/** Validation and upload of result workbooks, and the pre-filled template (decisions.md §5). */
@Injectable()
export class ResultUploadService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly inputs: ResultInputsService,
    private readonly content: ResultContentService,
    private readonly findings: FindingsService,
    private readonly recommendations: RecommendationsService,
    private readonly roadmaps: RoadmapsService,
    private readonly files: FilesService,
    private readonly audit: AuditService,
    private readonly insights: InsightsService,
    private readonly snapshots: InsightSnapshotsService,
    private readonly publishedNotice: ResultsPublishedNotice,
    private readonly webhooks: WebhookEvents,
    private readonly customerFigures: TemplateFiguresService,
    private readonly workbooks: ResultWorkbookWorkers,
  ) {}

  /** Type by content, then limits, then every rule of every sheet; throws the error shape. */
  async parse(file: MultipartFile | undefined): Promise<ParsedResults> {
    if (!file || !file.buffer?.length) throw ApiError.badRequest(['File: Please upload a document, first.']);
    if (file.size > MAX_RESULT_WORKBOOK_BYTES)
      throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large', [
        'The result workbook must not be larger than 10 MB',
      ]);
    if (detectDocumentKind(file.originalname, file.buffer.subarray(0, 4096)) !== 'xlsx') {
      throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type', [
        'Please upload the correct file.',
        'The result file must be an Excel workbook (.xlsx)',
      ]);
    }
    reportJobProgress(0.1);
    let read;
    try {
      read = await this.workbooks.read(file.buffer);
    } catch (e) {
      if (!(e instanceof XlsxPackageError)) throw e;
      if (e.kind === 'size') throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large', e.lines);
      throw ApiError.badRequest(e.lines, INVALID_TITLE);
    }
    if (!read.ok) throw ApiError.badRequest(read.problems, INVALID_TITLE);
    reportJobProgress(0.6);
    return read.results;
  }

  async validate(file: MultipartFile | undefined): Promise<DocumentValidateResultDto> {
    const results = await this.parse(file);
    return { IsValid: true, Message: 'The result workbook is valid', Summary: summary(results) };
  }

  /** Replaces the inquiry's results, keeps the workbook and publishes the results, all in one transaction. */
  async upload(
    user: AuthUser,
    inquiryId: number,
    file: MultipartFile | undefined,
    ip?: string,
  ): Promise<UploadResultDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const results = await this.parse(file);
    const published = await this.publish(user, inquiry, results, { file: file!, notify: 'first-publication', ip });
    return {
      IsValid: true,
      Message: 'The results were uploaded',
      Summary: published.summary,
      InquiryId: inquiryId,
      Progress: 100,
      ResultsUploadedAt: published.uploadedAt,
      DocumentId: published.documentId,
    };
  }

  /**
   * Checks the colours against the customer's figures, then replaces the inquiry's results and publishes them in
   * one transaction: the one path of a workbook upload and of a publication from the results studio. With a file
   * the workbook is kept; `notify` says when the customer admins are mailed; `within` runs in the transaction.
   */
  async publish(
    user: AuthUser,
    inquiry: Inquiry,
    results: ParsedResults,
    options: {
      file?: MultipartFile;
      notify: PublishNotice;
      ip?: string;
      within?: (m: EntityManager, uploadedAt: Date) => Promise<void>;
    },
  ): Promise<{ uploadedAt: Date; documentId: number; summary: WorkbookSummaryDto; notified: number }> {
    const inquiryId = inquiry.id;
    const file = options.file;
    // Colours are checked against the figures the customer will see, decided by the forms completed now (re-checked under the lock).
    let colouredAt: number | null = null;
    refuseForeignTemplate(results, inquiryId);
    if (results.areaColors?.length) {
      colouredAt = await this.access.completedForms(inquiryId);
      const figures = await this.customerFigures.of(inquiry, colouredAt);
      refuseUnbackedColours(
        results,
        figures,
        figures.totals ? await this.inputs.computeInputs(inquiryId, undefined, figures.totals, figures.shown) : [],
      );
    }
    const uploadedAt = new Date();
    let storageKey: string | undefined;
    let documentId = 0;
    let notified = 0;
    try {
      await transaction(this.dataSource, async (m) => {
        // The workbook file is stored outside the database: a deadlock victim is run again, so the file its
        // rolled-back attempt stored is removed first, and the catch below removes the last attempt's.
        if (storageKey) await this.files.discard(storageKey);
        storageKey = undefined;
        // Two uploads for one inquiry at once: the second waits for the first, then replaces it.
        const locked = await this.access.lock(m, inquiryId);
        refuseStaleInputs(results, inquiryId, locked.completedCount);
        if (colouredAt !== null && colouredAt !== locked.completedCount) {
          throw ApiError.conflict(
            ['Forms were completed while the area colours were checked: upload the workbook again'],
            INVALID_TITLE,
          );
        }
        await replaceResults(m, inquiryId, results);
        if (file) {
          const stored = await this.files.store(
            {
              data: file.buffer!,
              size: file.size,
              originalName: file.originalname,
              contentType: CONTENT_TYPES.xlsx,
              kind: 'result-workbook',
              customerId: inquiry.customerId,
              inquiryId,
              uploadedByUserId: user.id,
            },
            m,
          );
          storageKey = stored.storageKey;
          documentId = stored.id;
        }
        await this.access.markResultsUploaded(m, inquiryId, uploadedAt);
        // Publishing closes the inquiry's forms: the customer admin's snapshot is taken in the same transaction.
        await this.snapshots.takeIfDue(m, { ...locked, resultsUploadedAt: uploadedAt }, uploadedAt);
        // The first publication tells the organisation's customer admins (a replacement does not, unless asked).
        notified =
          options.notify === 'never'
            ? 0
            : await this.publishedNotice.queue(m, locked, inquiry.inquiryType?.name ?? '', options.notify === 'always');
        await this.webhooks.resultsPublished(m, locked);
        if (options.within) await options.within(m, uploadedAt);
      });
    } catch (e) {
      if (storageKey) await this.files.discard(storageKey);
      throw e;
    }
    const counts = summary(results);
    await this.audit.record({
      action: file ? 'results.upload' : 'results.publish',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `inquiry:${inquiryId}`,
      detail: JSON.stringify(
        file ? { file: file.originalname, documentId, ...counts } : { ...counts, notifiedAdmins: notified },
      ),
      ip: options.ip,
    });
    return { uploadedAt, documentId, summary: counts, notified };
  }

  /**
   * The workbook pre-filled with the library of the inquiry's type and, from the answers, only what the customer
   * admin will see once the results are published (template-figures.ts): the inputs, the suggested levels of
   * focus and the area colours of their figures; none below the floor, and no mean or colour resting on a
   * question with too few answers.
   */
  async template(user: AuthUser, inquiryId: number): Promise<{ fileName: string; data: Buffer }> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const typeId = inquiry.inquiryTypeId;
    // Counted before the inputs: a form completed in between makes the stamp lower, so the upload is refused, never accepted stale.
    const completedForms = await this.access.completedForms(inquiryId);
    const figures = await this.customerFigures.of(inquiry, completedForms);
    const [findings, recommendations, [roadmap], computed] = await Promise.all([
      this.findings.ofInquiryType(typeId),
      this.recommendations.ofInquiryType(typeId),
      this.roadmaps.ofInquiryType(typeId),
      figures.totals
        ? this.inputs.computeInputs(inquiryId, undefined, figures.totals, figures.shown)
        : Promise.resolve([]),
    ]);
    // Suggested level of focus: from the gaps of the related area's items the customer will see, a starting value to overwrite.
    const analysis = await this.insights.analysis(inquiry, (figures.totals ?? []).filter(figures.shown));
    const advance = await this.content.advanceInsights(inquiryId);
    const unbacked = unbackedAreas(figures, computed);
    // Colours already uploaded are kept where the customer's figures can back them; the others are derived.
    const colors = (await this.inputs.areaColors(inquiryId, computed)).filter((c) => !unbacked.has(c.Area));
    const s = roadmap?.steps;
    const data = await this.workbooks.build({
      findings: findings.map((f) => ({ area: f.area, text: f.detail })),
      recommendations: recommendations.map((r) => {
        const s = suggestFocus(r.detail, analysis);
        return { detail: r.detail, levelOfFocus: s.levelOfFocus, note: s.note };
      }),
      inputs: computed,
      // The library has no advance insights: keep the ones already published, if any.
      advanceInsights: advance.map((a) => ({ area: a.area, text: a.text })),
      roadmap: s
        ? [
            { step: 1, title: s.step1Title, briefDescription: s.step1Brief, detail: s.step1Detail },
            { step: 2, title: s.step2Title, briefDescription: s.step2Brief, detail: s.step2Detail },
            { step: 3, title: s.step3Title, briefDescription: s.step3Brief, detail: s.step3Detail },
          ]
        : [1, 2, 3].map((step) => ({ step, title: '', briefDescription: '', detail: '' })),
      areaColors: colors.map((c) => ({ area: c.Area, color: c.Color })),
      computedFrom: { inquiryId, completedForms },
      customerForms: figures.totals ? figures.forms : null,
      minRespondents: figures.minRespondents,
    });
    return { fileName: `result-template-inquiry-${inquiryId}.xlsx`, data };
  }
}

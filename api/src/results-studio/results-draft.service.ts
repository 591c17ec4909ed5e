import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ResultArea } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { transaction } from '../database/transaction';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { ResultContentService } from '../results/result-content.service';
import { ResultInputsService } from '../results/result-inputs.service';
import type { AreaColor } from '../results/workbook/result-workbook-format';
import { EMPTY_DRAFT, type DraftContent } from './draft-content';
import { contentOf, draftResponse, storedDismissed } from './draft-mapper';
import type { ResultDraftDto, SaveDraftDto } from './dto/result-draft.dto';
import type { ResultDraft } from './result-draft.entity';
import { findDraft, insertDraft, updateDraft } from './results-studio.repository';

/** The stored draft's limit: a MySQL text column. */
const MAX_DRAFT_BYTES = 65_000;
/** A publication newer than the one the draft knows by more than this was an upload: it refills the draft. */
const SAME_PUBLICATION_MS = 2_000;

/** A datetime column keeps whole seconds (MySQL): the answer shows the time as it is stored. */
const wholeSecond = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/**
 * The draft of an inquiry's results (docs/features/results-studio.md). Opened from the published results when
 * there are some, else empty; refilled when a workbook upload published newer results; saved whole, each save
 * naming the version it was made from, so a second operator's save over a newer version is refused (409).
 */
@Injectable()
export class ResultsDraftService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly content: ResultContentService,
    private readonly inputs: ResultInputsService,
  ) {}

  async get(user: AuthUser, inquiryId: number): Promise<ResultDraftDto> {
    await this.access.findForUser(user, inquiryId);
    return transaction(this.dataSource, async (m) => {
      const { row, inquiry } = await this.openLocked(m, inquiryId, user.id);
      return draftResponse(row, inquiry.resultsUploadedAt !== null);
    });
  }

  async save(user: AuthUser, inquiryId: number, dto: SaveDraftDto): Promise<ResultDraftDto> {
    await this.access.findForUser(user, inquiryId);
    const json = JSON.stringify(contentOf(dto));
    if (Buffer.byteLength(json) > MAX_DRAFT_BYTES)
      throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large', [
        `The draft must not be larger than ${MAX_DRAFT_BYTES} bytes`,
      ]);
    return transaction(this.dataSource, async (m) => {
      const { row, inquiry } = await this.openLocked(m, inquiryId, user.id);
      if (dto.Version !== row.version)
        throw ApiError.conflict(
          [
            `The draft was saved by someone else since you opened it (version ${row.version}, yours ${dto.Version}): reload it and make your changes again`,
          ],
          'Stale draft',
        );
      const patch = {
        content: json,
        version: row.version + 1,
        updatedByUserId: user.id,
        updatedAt: wholeSecond(),
        ...(dto.DismissedSuggestions && { dismissedSuggestions: storedDismissed(dto.DismissedSuggestions) }),
      };
      await updateDraft(m, row.id, patch);
      return draftResponse({ ...row, ...patch }, inquiry.resultsUploadedAt !== null);
    });
  }

  /**
   * The draft in the caller's transaction, the inquiry locked (so two first opens make one draft): created from
   * the published results, or empty; refilled when an upload published newer results than the draft knows.
   */
  async openLocked(
    m: EntityManager,
    inquiryId: number,
    userId: number,
  ): Promise<{ row: ResultDraft; inquiry: Inquiry }> {
    const inquiry = await this.access.lock(m, inquiryId);
    const published = inquiry.resultsUploadedAt ? new Date(inquiry.resultsUploadedAt) : null;
    const row = await findDraft(m, inquiryId);
    if (!row) {
      const content = published ? await this.publishedContent(inquiryId) : EMPTY_DRAFT;
      const created = await insertDraft(m, {
        inquiryId,
        version: 1,
        content: JSON.stringify(content),
        customerNotified: published !== null,
        publishedAt: published,
        dismissedSuggestions: null,
        updatedByUserId: userId,
        updatedAt: wholeSecond(),
      });
      return { row: created, inquiry };
    }
    const known = row.publishedAt ? new Date(row.publishedAt).getTime() : null;
    if (published && (known === null || published.getTime() - known > SAME_PUBLICATION_MS)) {
      const patch = {
        content: JSON.stringify(await this.publishedContent(inquiryId)),
        version: row.version + 1,
        customerNotified: true,
        publishedAt: published,
        updatedAt: wholeSecond(),
      };
      await updateDraft(m, row.id, patch);
      return { row: { ...row, ...patch }, inquiry };
    }
    return { row, inquiry };
  }

  /** What is published now, as a draft's content. */
  private async publishedContent(inquiryId: number): Promise<DraftContent> {
    const [findings, advance, recommendations, steps, colours, inputs] = await Promise.all([
      this.content.findings(inquiryId),
      this.content.advanceInsights(inquiryId),
      this.content.recommendations(inquiryId),
      this.content.roadmapSteps(inquiryId),
      this.content.areaColors(inquiryId),
      this.inputs.uploadedInputs(inquiryId),
    ]);
    return {
      findings: findings.map((f) => ({ area: f.area as ResultArea, text: f.text })),
      advanceInsights: advance.map((a) => ({ area: a.area as ResultArea, text: a.text })),
      recommendations: recommendations.map((r) => ({ detail: r.detail, levelOfFocus: Number(r.levelOfFocus) })),
      roadmap: steps.map((s) => ({
        step: s.step,
        title: s.title,
        briefDescription: s.briefDescription,
        detail: s.detail,
      })),
      areaColors: colours.map((c) => ({ area: c.area as ResultArea, color: c.color as AreaColor })),
      inputs: inputs.length
        ? inputs.map((i) => ({
            area: i.area,
            question: i.question,
            averageRating: i.averageRating,
            averageValue: i.averageValue,
            averageDifference: i.averageDifference,
          }))
        : null,
    };
  }
}

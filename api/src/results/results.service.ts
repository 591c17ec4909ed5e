import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import { DEFAULT_LANGUAGE, type Language, ResultArea } from '@portal/contracts';
import { TranslationsService } from '../translations/translations.service';
import { PageQueryDto } from '../common/paging/page-query.dto';
import type { AnonymityGate } from '../insights/anonymity-gate';
import { InsightsService } from '../insights/insights.service';
import type { Segment } from '../insights/segment-figures.service';
import { Paged } from '../common/paging/paged';
import { FilesService } from '../files/files.service';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import {
  AdvanceInsightsResultDto,
  FindingsResultDto,
  InputItem,
  InputResultDto,
  InquiryDocumentItem,
  RecommendationResultDto,
  RoadmapItem,
  RoadmapResultDto,
} from './dto/result-responses';
import { ResultContentService } from './result-content.service';
import { AreaColorLine, InputLine, ResultInputsService } from './result-inputs.service';
import type { ResultRoadmapStep } from './result-roadmap-step.entity';

type AreaArrays<T> = { CultureArray: T[]; PeopleArray: T[]; ProcessArray: T[]; StructureArray: T[] };

export function byArea<S extends { area: string }, T>(rows: S[], map: (row: S) => T): AreaArrays<T> {
  const pick = (area: ResultArea) => rows.filter((r) => r.area === area).map(map);
  return {
    CultureArray: pick('Culture'),
    PeopleArray: pick('People'),
    ProcessArray: pick('Process'),
    StructureArray: pick('Structure'),
  };
}

export function roadmapItem(steps: ResultRoadmapStep[]): RoadmapItem | null {
  const [s1, s2, s3] = [1, 2, 3].map((n) => steps.find((s) => s.step === n));
  if (!s1 || !s2 || !s3) return null;
  return {
    Step1_RoadmapTitle: s1.title,
    Step1_BriefDescription: s1.briefDescription,
    Step1_RoadmapDetail: s1.detail,
    Step2_RoadmapTitle: s2.title,
    Step2_BriefDescription: s2.briefDescription,
    Step2_RoadmapDetail: s2.detail,
    Step3_RoadmapTitle: s3.title,
    Step3_BriefDescription: s3.briefDescription,
    Step3_RoadmapDetail: s3.detail,
  };
}

/**
 * The insight reads of an inquiry. A customer admin reaches only their own inquiries
 * (404 otherwise) and sees results only once they are published (uploaded); before
 * that every read answers its empty shape. The super admin always sees what is there.
 */
@Injectable()
export class ResultsService {
  constructor(
    private readonly access: InquiryAccess,
    private readonly inputs: ResultInputsService,
    private readonly content: ResultContentService,
    private readonly files: FilesService,
    private readonly insights: InsightsService,
    private readonly translations: TranslationsService,
  ) {}

  /**
   * Inputs computed from the answers: live for the super admin; for a customer admin only from the
   * inquiry's snapshot (anonymity-gate.ts), or withheld (the gate) before the first one. An uploaded
   * Inputs sheet is the operator's own content and is not gated.
   */
  private async computed(
    user: AuthUser,
    inquiry: Inquiry,
    segment?: Segment,
  ): Promise<{
    lines: InputLine[];
    gate: AnonymityGate | null;
    snapshot: Pick<AnonymityGate, 'SnapshotTakenAt' | 'SnapshotForms'> | null;
  }> {
    if (isSuperAdmin(user) && !segment)
      return { lines: await this.inputs.computeInputs(inquiry.id), gate: null, snapshot: null };
    const { gate, totals } = await this.insights.figuresFor(user, inquiry, segment);
    if (gate.Gated) return { lines: [], gate, snapshot: null };
    if (isSuperAdmin(user))
      return { lines: await this.inputs.computeInputs(inquiry.id, undefined, totals), gate: null, snapshot: null };
    // A question the group rule withholds (too few answerers besides Don't Know) has no figure for a customer admin, nor does its area.
    const lines = await this.inputs.computeInputs(inquiry.id, undefined, totals, (t) => !t.withheld);
    return {
      lines,
      gate: null,
      snapshot: { SnapshotTakenAt: gate.SnapshotTakenAt, SnapshotForms: gate.SnapshotForms },
    };
  }

  /** The inquiry, and whether the caller may see its results yet. */
  private async open(user: AuthUser, inquiryId: number): Promise<{ inquiry: Inquiry; visible: boolean }> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    return { inquiry, visible: isSuperAdmin(user) || inquiry.resultsUploadedAt !== null };
  }

  /** Published texts that equal a library text are answered in the reader's language (English elsewhere). */
  async findings(user: AuthUser, inquiryId: number, language: Language = DEFAULT_LANGUAGE): Promise<FindingsResultDto> {
    const { visible } = await this.open(user, inquiryId);
    const rows = visible ? await this.content.findings(inquiryId) : [];
    const tr = await this.translations.byEnglish(rows.length ? language : DEFAULT_LANGUAGE, ['Finding']);
    return byArea(rows, (r) => ({ FindingsDesc: tr(r.text) }));
  }

  async advanceInsights(user: AuthUser, inquiryId: number): Promise<AdvanceInsightsResultDto> {
    const { visible } = await this.open(user, inquiryId);
    const rows = visible ? await this.content.advanceInsights(inquiryId) : [];
    return byArea(rows, (r) => ({ AdvanceInsights: r.text }));
  }

  async recommendations(
    user: AuthUser,
    inquiryId: number,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<RecommendationResultDto> {
    const { visible } = await this.open(user, inquiryId);
    const rows = visible ? await this.content.recommendations(inquiryId) : [];
    const tr = await this.translations.byEnglish(rows.length ? language : DEFAULT_LANGUAGE, ['Recommendation']);
    return { data: rows.map((r) => ({ RecommendationDetails: tr(r.detail), LevelOfFocus: Number(r.levelOfFocus) })) };
  }

  async roadmap(user: AuthUser, inquiryId: number, language: Language = DEFAULT_LANGUAGE): Promise<RoadmapResultDto> {
    const { visible } = await this.open(user, inquiryId);
    const steps = visible ? await this.content.roadmapSteps(inquiryId) : [];
    const tr = await this.translations.byEnglish(steps.length ? language : DEFAULT_LANGUAGE, ['Roadmap']);
    const item = roadmapItem(
      steps.map((s) => ({ ...s, title: tr(s.title), briefDescription: tr(s.briefDescription), detail: tr(s.detail) })),
    );
    return { data: item ? [item] : [] };
  }

  /** With a segment (Department:Sales), that group's computed inputs: an uploaded Inputs sheet holds everyone's. */
  async inputResult(
    user: AuthUser,
    inquiryId: number,
    withDifference: boolean,
    rawSegment?: string,
  ): Promise<InputResultDto> {
    const segment = this.insights.segmentOf(rawSegment);
    const { inquiry, visible } = await this.open(user, inquiryId);
    let lines: InputLine[] = visible && !segment ? await this.inputs.uploadedInputs(inquiryId) : [];
    let snapshot = {};
    if (visible && !lines.length) {
      const computed = await this.computed(user, inquiry, segment);
      if (computed.gate)
        return { CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [], ...computed.gate };
      lines = computed.lines;
      snapshot = computed.snapshot ?? {};
    }
    const arrays = byArea(lines, (l): InputItem => {
      const item: InputItem = {
        Questiondescription: l.question,
        AverageRating: l.averageRating,
        AverageValue: l.averageValue,
      };
      if (withDifference) item.AverageDifference = l.averageDifference;
      if (l.withheld) item.Withheld = true;
      return item;
    });
    return { ...arrays, ...snapshot };
  }

  /** With a segment, the colours derived from that group's computed inputs (uploaded colours are everyone's). */
  async areaColors(user: AuthUser, inquiryId: number, rawSegment?: string): Promise<AreaColorLine[]> {
    const segment = this.insights.segmentOf(rawSegment);
    const { inquiry, visible } = await this.open(user, inquiryId);
    if (!visible) return [];
    if (segment) return this.inputs.areaColorsFrom((await this.computed(user, inquiry, segment)).lines);
    const uploadedInputs = await this.inputs.uploadedInputs(inquiryId);
    if (uploadedInputs.length) return this.inputs.areaColors(inquiryId, uploadedInputs);
    // Colours derived from computed inputs are an aggregate too: from the same figures as the inputs. Uploaded colours
    // speak for those figures: none while they are withheld, none for an area with a withheld question.
    const computed = await this.computed(user, inquiry);
    return computed.gate ? [] : this.inputs.areaColors(inquiryId, computed.lines);
  }

  /** Help documents of the inquiry (the Tools list), newest first, with signed links. */
  async documents(user: AuthUser, inquiryId: number, page: PageQueryDto): Promise<Paged<InquiryDocumentItem>> {
    await this.access.findForUser(user, inquiryId);
    return this.files.pageOfInquiry(inquiryId, 'help-document', page, (f) => ({
      Id: f.id,
      DocumentName: f.originalName,
      path: this.files.link(f.id),
    }));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import type { QuestionTotals } from '../answers/stored-answer';
import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import { RESULT_AREAS, ResultArea, SCALE_MAX, SCALE_MIDPOINT, SCALE_MIN } from '@portal/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { loadQuestionSet } from '../question-sets/question-set';
import { AnonymityGate, anonymityGate } from './anonymity-gate';
import { AnonymityGateDto, ImportancePerformanceDto, IpaGroup, IpaItem, IpaPoint } from './dto/insights-responses';
import { InsightSnapshotsService } from './insight-snapshots.service';
import {
  GroupView,
  markWithheld,
  parseSegment,
  resolveSegment,
  Segment,
  SegmentFiguresService,
  SegmentView,
  ShownTotals,
  withheldOf,
} from './segment-figures.service';
import { HIDDEN_REASON_TEXT, hiddenSegment } from './segment-texts';
import { analyse, GroupFigures, IpaAnalysis, ItemAggregate, itemKey, ItemFigures, Point, round } from './ipa';

const point = (p: Point | null): IpaPoint | null =>
  p ? { Performance: round(p.performance)!, Importance: round(p.importance)! } : null;

/**
 * Importance-performance analysis and Don't Know shares of an inquiry. The answers are
 * aggregated per question (sums and counts of valid ratings, paired differences and DK answers over
 * completed forms, kept in answer_totals as forms complete); the means, crosshair and quadrants follow in ipa.ts.
 */
@Injectable()
export class InsightsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly answers: AnswersService,
    private readonly snapshots: InsightSnapshotsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly segments: SegmentFiguresService,
  ) {}

  /** Per-item sums and counts of the rating items of the four areas (diagnostic + approved custom): live, or from the given totals (a snapshot). */
  async aggregates(
    inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>,
    m: EntityManager = this.dataSource.manager,
    totals?: QuestionTotals[],
  ): Promise<ItemAggregate[]> {
    const questions = (await loadQuestionSet(m, inquiry)).filter(
      (q) => q.fields.type === 'Rating' && (RESULT_AREAS as readonly string[]).includes(q.fields.area),
    );
    // The inquiry's answer totals: kept as forms are completed, so no answer row is read here.
    const byKey = new Map(
      (totals ?? (await this.answers.totalsOfInquiry(inquiry.id, m))).map((t) => [
        itemKey(t.isCustomQuestion, t.questionId),
        t,
      ]),
    );
    return questions.map((q) => {
      const t = byKey.get(itemKey(q.isCustom, q.id));
      return {
        id: q.id,
        isCustom: q.isCustom,
        title: q.fields.title,
        description: q.fields.description,
        area: q.fields.area as ResultArea,
        answers: t?.answers ?? 0,
        sumPerformance: t?.sumPerformance ?? 0,
        nPerformance: t?.nPerformance ?? 0,
        sumImportance: t?.sumImportance ?? 0,
        nImportance: t?.nImportance ?? 0,
        sumPairDiff: t?.sumPairDiff ?? 0,
        nPairs: t?.nPairs ?? 0,
        dkPerformance: t?.dkPerformance ?? 0,
        dkImportance: t?.dkImportance ?? 0,
        withheld: (t as ShownTotals | undefined)?.withheld === true,
      };
    });
  }

  get crosshairConvention(): 'mean' | 'midpoint' {
    return this.config.ipaCrosshair;
  }

  /** The live analysis of an inquiry with the configured conventions (no access check: callers check). */
  async analysis(inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>, totals?: QuestionTotals[]): Promise<IpaAnalysis> {
    return analyse(
      await this.aggregates(inquiry, this.dataSource.manager, totals),
      this.config.ipaCrosshair,
      this.config.dkFlagThreshold,
    );
  }

  /**
   * The caller's view of the anonymity floor and the totals behind their figures: live for the super
   * admin; for a customer admin the snapshot's (taking one first if the inquiry closed and one is due), the
   * questions withheld for Overall zeroed and marked. With a segment, the totals of that reported group: live for
   * the super admin (any directory value too, withheld questions marked); for a customer admin the snapshot's,
   * only when the snapshot reports the group (else Gated with the reason), its withheld questions zeroed and marked.
   */
  async figuresFor(
    user: AuthUser,
    inquiry: Inquiry,
    segment?: Segment,
  ): Promise<{ gate: AnonymityGate; totals: ShownTotals[] | undefined; view?: SegmentView; group?: GroupView }> {
    const min = this.config.minRespondents;
    if (isSuperAdmin(user)) {
      const snapshot = await this.snapshots.current(inquiry.id);
      const gate = anonymityGate(user, inquiry, snapshot, min);
      const view = await this.segments.live(inquiry.id, inquiry.completedCount);
      if (!segment)
        return {
          gate,
          totals: markWithheld(await this.answers.totalsOfInquiry(inquiry.id), withheldOf(view, 'ratings'), false),
          view,
        };
      const { group } = resolveSegment(view, segment);
      if (!group) return { gate, totals: [], view };
      const totals = await this.segments.totalsOf(inquiry.id, view, segment.attribute, group.value);
      return {
        gate,
        totals: markWithheld(totals, withheldOf(view, 'ratings', segment.attribute, group.value), false),
        view,
        group,
      };
    }
    const { snapshot, totals, view } = await this.snapshots.forCustomer(inquiry);
    const gate = anonymityGate(user, inquiry, snapshot, min);
    if (!segment || gate.Gated) return { gate, totals, view };
    const { group, reason } = resolveSegment(view, segment);
    if (!group || group.hidden) {
      const why = HIDDEN_REASON_TEXT[reason ?? 'BelowFloor'](min);
      return {
        gate: { ...gate, Gated: true, Needed: 0, Message: hiddenSegment(segment.attribute, segment.value, why) },
        totals: [],
        view,
      };
    }
    const own = await this.segments.totalsOf(inquiry.id, view, group.attribute, group.value);
    return {
      gate,
      totals: markWithheld(own, withheldOf(view, 'ratings', group.attribute, group.value), true),
      view,
      group,
    };
  }

  /** The ?segment= of an insight read, checked (400 when malformed), or undefined. */
  segmentOf(raw: string | undefined): Segment | undefined {
    return raw === undefined || raw === '' ? undefined : parseSegment(raw);
  }

  async anonymity(user: AuthUser, inquiryId: number): Promise<AnonymityGateDto> {
    return (await this.figuresFor(user, await this.access.findForUser(user, inquiryId))).gate;
  }

  async importancePerformance(
    user: AuthUser,
    inquiryId: number,
    rawSegment?: string,
  ): Promise<ImportancePerformanceDto> {
    const segment = this.segmentOf(rawSegment);
    const inquiry = await this.access.findForUser(user, inquiryId);
    const published = inquiry.resultsUploadedAt !== null;
    const visible = isSuperAdmin(user) || published;
    // A customer admin's figures come only from the snapshot (taken on this read if the inquiry closed and one is due).
    const { gate, totals } = visible
      ? await this.figuresFor(user, inquiry, segment)
      : { gate: anonymityGate(user, inquiry, null, this.config.minRespondents), totals: undefined };
    const base = {
      InquiryId: inquiryId,
      Published: published,
      ...gate,
      Settings: {
        CrosshairConvention: this.config.ipaCrosshair,
        ScaleMin: SCALE_MIN,
        ScaleMax: SCALE_MAX,
        Midpoint: SCALE_MIDPOINT,
        DkFlagThreshold: this.config.dkFlagThreshold,
      },
    };
    // Unpublished: a customer admin is told why figures are withheld (collecting), else that results are not published yet.
    if (!visible)
      return {
        ...base,
        Message: gate.Gated ? gate.Message : 'The results of this inquiry are not published yet.',
        Overall: null,
        Areas: [],
        Items: [],
      };
    if (gate.Gated) return { ...base, Overall: null, Areas: [], Items: [] };
    const a = await this.analysis(inquiry, totals);
    const byKey = new Map(a.items.map((i) => [i.key, i]));
    // An area (or Overall) with a withheld item shows no figures of its own: they would mix the withheld answers in.
    const overallWithheld = a.items.some((i) => i.withheld);
    const areaWithheld = (area: string) => a.items.some((i) => i.withheld && i.area === area);
    // The super admin sees what a customer admin would have withheld, with the figures.
    const hide = !isSuperAdmin(user);
    // One quadrant rule (ipa.ts): the labels and the crosshair are the inquiry's, in every area too, so they go
    // wherever the inquiry-wide figures go.
    const labelsHidden = overallWithheld && hide;
    return {
      ...base,
      Overall: this.group(a.overall, byKey, overallWithheld, hide, false),
      Areas: a.areas.map(({ area, figures }) => ({
        Area: area,
        ...this.group(figures, byKey, areaWithheld(area), hide, labelsHidden),
      })),
      Items: a.items.map((i) => this.item(i, labelsHidden ? null : (a.overall.quadrants.get(i.key) ?? null), hide)),
    };
  }

  private item(i: ItemFigures, quadrant: string | null, hide: boolean): IpaItem {
    return {
      Key: i.key,
      Id: i.id,
      IsCustomQuestion: i.isCustom,
      Title: i.title,
      Description: i.description,
      Area: i.area,
      MeanPerformance: round(i.meanPerformance),
      MeanImportance: round(i.meanImportance),
      Gap: round(i.gap),
      N: i.n,
      NPerformance: i.nPerformance,
      NImportance: i.nImportance,
      Answers: i.answers,
      DkShare: round(i.dkShare, 4),
      DkPerformanceShare: round(i.dkPerformanceShare, 4),
      DkImportanceShare: round(i.dkImportanceShare, 4),
      DkFlagged: i.dkFlagged,
      Quadrant: i.withheld && hide ? null : quadrant,
      AreaQuadrant: i.withheld && hide ? null : quadrant,
      Withheld: i.withheld,
    };
  }

  private group(
    g: GroupFigures,
    byKey: Map<string, ItemFigures>,
    withheld: boolean,
    hide: boolean,
    labelsHidden: boolean,
  ): IpaGroup {
    if (withheld && hide) {
      return {
        Crosshair: null,
        MeanCrosshair: null,
        Midpoint: { Performance: SCALE_MIDPOINT, Importance: SCALE_MIDPOINT },
        Items: g.items,
        Answers: g.answers,
        DkAnswers: g.dkAnswers,
        DkShare: null,
        DkFlagged: false,
        MeanGap: null,
        MeanPositiveGap: null,
        ConcentrateHere: [],
        Withheld: true,
      };
    }
    return {
      Withheld: withheld,
      Crosshair: labelsHidden ? null : point(g.crosshair),
      MeanCrosshair: point(g.meanCrosshair),
      Midpoint: { Performance: SCALE_MIDPOINT, Importance: SCALE_MIDPOINT },
      Items: g.items,
      Answers: g.answers,
      DkAnswers: g.dkAnswers,
      DkShare: round(g.dkShare, 4),
      DkFlagged: g.dkFlagged,
      MeanGap: round(g.meanGap),
      MeanPositiveGap: round(g.meanPositiveGap),
      ConcentrateHere: (labelsHidden ? [] : g.concentrateHere).map((key, index) => {
        const i = byKey.get(key)!;
        return {
          Rank: index + 1,
          Key: i.key,
          Id: i.id,
          IsCustomQuestion: i.isCustom,
          Title: i.title,
          Area: i.area,
          Gap: round(i.gap),
          MeanPerformance: round(i.meanPerformance),
          MeanImportance: round(i.meanImportance),
        };
      }),
    };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import { RESULT_AREAS, ResultArea } from '../common/domain/areas';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { Inquiry } from '../inquiries/inquiry.entity';
import { loadQuestionSet } from '../surveys/question-set';
import { AnswerTotal } from '../surveys/answer-total.entity';
import { anonymityGate, countCompletedForms } from './anonymity-gate';
import { AnonymityGateDto, ImportancePerformanceDto, IpaGroup, IpaItem, IpaPoint } from './dto/insights-responses';
import { analyse, GroupFigures, IpaAnalysis, ItemAggregate, itemKey, ItemFigures, Point, round, SCALE_MAX, SCALE_MIDPOINT, SCALE_MIN } from './ipa';
import { rawBoolean, rawNumberOrZero } from '../database/raw-values';

interface RawAggregate {
  questionId: number | string;
  isCustom: number | string | boolean;
  answers: number | string | null;
  sumPerformance: number | string | null;
  nPerformance: number | string | null;
  sumImportance: number | string | null;
  nImportance: number | string | null;
  sumPairDiff: number | string | null;
  nPairs: number | string | null;
  dkPerformance: number | string | null;
  dkImportance: number | string | null;
}

const n = rawNumberOrZero;
const point = (p: Point | null): IpaPoint | null => (p ? { Performance: round(p.performance)!, Importance: round(p.importance)! } : null);

/**
 * Importance-performance analysis and Don't Know shares of an inquiry (issue 14). The answers are
 * aggregated per question (sums and counts of valid ratings, paired differences and DK answers over
 * completed forms, kept in answer_totals as forms complete); the means, crosshair and quadrants follow in ipa.ts.
 */
@Injectable()
export class InsightsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Per-item sums and counts of the rating items of the four areas (diagnostic + approved custom). */
  async aggregates(inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>, m: EntityManager = this.dataSource.manager): Promise<ItemAggregate[]> {
    const questions = (await loadQuestionSet(m, inquiry)).filter(
      (q) => q.fields.type === 'Rating' && (RESULT_AREAS as readonly string[]).includes(q.fields.area),
    );
    // The inquiry's answer totals: kept as forms are completed, so no answer row is read here.
    const rows = await m
      .createQueryBuilder(AnswerTotal, 't')
      .select('t.questionId', 'questionId')
      .addSelect('t.isCustomQuestion', 'isCustom')
      .addSelect('t.answers', 'answers')
      .addSelect('t.sumPerformance', 'sumPerformance')
      .addSelect('t.nPerformance', 'nPerformance')
      .addSelect('t.sumImportance', 'sumImportance')
      .addSelect('t.nImportance', 'nImportance')
      .addSelect('t.sumPairDiff', 'sumPairDiff')
      .addSelect('t.nPairs', 'nPairs')
      .addSelect('t.dkPerformance', 'dkPerformance')
      .addSelect('t.dkImportance', 'dkImportance')
      .where('t.inquiryId = :inquiryId', { inquiryId: inquiry.id })
      .getRawMany<RawAggregate>();
    const byKey = new Map(rows.map((r) => [itemKey(rawBoolean(r.isCustom), Number(r.questionId)), r]));
    return questions.map((q) => {
      const r = byKey.get(itemKey(q.isCustom, q.id));
      return {
        id: q.id,
        isCustom: q.isCustom,
        title: q.fields.title,
        description: q.fields.description,
        area: q.fields.area as ResultArea,
        answers: n(r?.answers),
        sumPerformance: n(r?.sumPerformance),
        nPerformance: n(r?.nPerformance),
        sumImportance: n(r?.sumImportance),
        nImportance: n(r?.nImportance),
        sumPairDiff: n(r?.sumPairDiff),
        nPairs: n(r?.nPairs),
        dkPerformance: n(r?.dkPerformance),
        dkImportance: n(r?.dkImportance),
      };
    });
  }

  get crosshairConvention(): 'mean' | 'midpoint' {
    return this.config.ipaCrosshair;
  }

  /** The analysis of an inquiry with the configured conventions (no access check: callers check). */
  async analysis(inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>): Promise<IpaAnalysis> {
    return analyse(await this.aggregates(inquiry), this.config.ipaCrosshair, this.config.dkFlagThreshold);
  }

  async anonymity(user: AuthUser, inquiryId: number): Promise<AnonymityGateDto> {
    await this.access.findForUser(user, inquiryId);
    return anonymityGate(user, await countCompletedForms(this.dataSource.manager, inquiryId), this.config.minRespondents);
  }

  async importancePerformance(user: AuthUser, inquiryId: number): Promise<ImportancePerformanceDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const gate = anonymityGate(user, await countCompletedForms(this.dataSource.manager, inquiryId), this.config.minRespondents);
    const published = inquiry.resultsUploadedAt !== null;
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
    const visible = isSuperAdmin(user) || published;
    if (gate.Gated || !visible) {
      return { ...base, Message: gate.Message ?? 'The results of this inquiry are not published yet.', Overall: null, Areas: [], Items: [] };
    }
    const a = await this.analysis(inquiry);
    const areaOf = new Map(a.areas.map((x) => [x.area, x.figures] as const));
    const byKey = new Map(a.items.map((i) => [i.key, i]));
    return {
      ...base,
      Overall: this.group(a.overall, byKey),
      Areas: a.areas.map(({ area, figures }) => ({ Area: area, ...this.group(figures, byKey) })),
      Items: a.items.map((i) => this.item(i, a.overall.quadrants.get(i.key) ?? null, areaOf.get(i.area)?.quadrants.get(i.key) ?? null)),
    };
  }

  private item(i: ItemFigures, quadrant: string | null, areaQuadrant: string | null): IpaItem {
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
      Quadrant: quadrant,
      AreaQuadrant: areaQuadrant,
    };
  }

  private group(g: GroupFigures, byKey: Map<string, ItemFigures>): IpaGroup {
    return {
      Crosshair: point(g.crosshair),
      MeanCrosshair: point(g.meanCrosshair),
      Midpoint: { Performance: SCALE_MIDPOINT, Importance: SCALE_MIDPOINT },
      Items: g.items,
      Answers: g.answers,
      DkAnswers: g.dkAnswers,
      DkShare: round(g.dkShare, 4),
      DkFlagged: g.dkFlagged,
      MeanGap: round(g.meanGap),
      MeanPositiveGap: round(g.meanPositiveGap),
      ConcentrateHere: g.concentrateHere.map((key, index) => {
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

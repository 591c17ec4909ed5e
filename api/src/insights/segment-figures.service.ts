import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import { SegmentTotalsService, totalsOfRow } from '../answers/segment-totals.service';
import type { QuestionTotals } from '../answers/stored-answer';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InsightSnapshotSegment } from './insight-snapshot-segment.entity';
import { InsightSnapshotSegmentTotal } from './insight-snapshot-segment-total.entity';
import { GroupDecision, HideReason, suppress, usableAttributes } from './segment-suppression';
import { segmentSyntax } from './segment-texts';

const SUMS = ['answers', 'sumPerformance', 'nPerformance', 'sumImportance', 'nImportance', 'sumPairDiff', 'nPairs', 'dkPerformance', 'dkImportance', 'sumSqPerformance', 'sumSqImportance'] as const;
const qKey = (t: Pick<QuestionTotals, 'isCustomQuestion' | 'questionId'>) => `${t.isCustomQuestion ? 'c' : 'd'}:${t.questionId}`;

export interface Segment {
  attribute: string;
  value: string;
}

/** `Department:Sales` → the group; the value may itself hold colons; `Department:` is the group without a value. */
export function parseSegment(raw: string): Segment {
  const at = raw.indexOf(':');
  const attribute = at > 0 ? raw.slice(0, at).trim() : '';
  if (!attribute || attribute.length > 100 || raw.length > 301) throw ApiError.badRequest([segmentSyntax()]);
  return { attribute, value: raw.slice(at + 1).trim() };
}

/** The totals of the respondents without a value for the attribute: everyone's minus the groups'. */
export function noValueTotals(overall: QuestionTotals[], groups: QuestionTotals[]): QuestionTotals[] {
  const sums = new Map<string, QuestionTotals>();
  for (const g of groups) {
    const s = sums.get(qKey(g)) ?? { ...g, ...Object.fromEntries(SUMS.map((k) => [k, 0])) };
    for (const k of SUMS) s[k] += g[k];
    sums.set(qKey(g), s);
  }
  return overall.map((o) => {
    const s = sums.get(qKey(o));
    return { ...o, ...Object.fromEntries(SUMS.map((k) => [k, o[k] - (s?.[k] ?? 0)])) } as QuestionTotals;
  });
}

/**
 * The groups of an inquiry's respondents and their figures (issue 19): live for the super admin, and for
 * customer admins only as the snapshot holds them — decided (segment-suppression.ts) and stored when the
 * snapshot is taken, over every attribute at once, so the heatmap and every ?segment= read show the same groups.
 */
@Injectable()
export class SegmentFiguresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly answers: AnswersService,
    private readonly segments: SegmentTotalsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async decide(m: EntityManager, inquiryId: number, total: number, previous?: Map<string, Map<string, number>>): Promise<GroupDecision[]> {
    const sizes = await this.segments.groupSizes(inquiryId, m);
    const overlaps = await this.segments.overlaps(inquiryId, usableAttributes(sizes, this.config.minRespondents), m);
    return suppress({ total, min: this.config.minRespondents, groups: sizes, overlaps, previous });
  }

  /** The groups as they stand now, with what a customer admin would see hidden (the super admin's view). */
  live(inquiryId: number, completed: number): Promise<GroupDecision[]> {
    return this.decide(this.dataSource.manager, inquiryId, completed);
  }

  /** The groups of the inquiry's snapshot. */
  async stored(inquiryId: number): Promise<GroupDecision[]> {
    const rows = await this.dataSource.getRepository(InsightSnapshotSegment).find({ where: { inquiryId }, order: { attribute: 'ASC', value: 'ASC' } });
    return rows.map((r) => ({ attribute: r.attribute, value: r.value, forms: r.forms, hidden: r.hidden, reason: r.reason as HideReason | null }));
  }

  /** Per-question totals of the groups of one attribute (value '' included): live, or the snapshot's shown groups. */
  async totalsOf(inquiryId: number, attribute: string, live: boolean, overall: QuestionTotals[], value?: string): Promise<Map<string, QuestionTotals[]>> {
    const out = new Map<string, QuestionTotals[]>();
    if (!live) {
      const where = value === undefined ? { inquiryId, attribute } : { inquiryId, attribute, value };
      for (const r of await this.dataSource.getRepository(InsightSnapshotSegmentTotal).find({ where })) {
        const { inquiryId: _, inquiry: __, attribute: ___, value: v, ...t } = r;
        out.set(v, [...(out.get(v) ?? []), t]);
      }
      return out;
    }
    const rows = await this.segments.totals(inquiryId, attribute);
    for (const r of rows) {
      const { attribute: _, value: v, ...t } = r;
      out.set(v, [...(out.get(v) ?? []), t]);
    }
    out.set('', noValueTotals(overall, rows));
    if (value !== undefined) return new Map([[value, out.get(value) ?? []]]);
    return out;
  }

  /**
   * Stores the groups with the snapshot being taken (inside its transaction, after its totals): every
   * group's size and whether it is shown, and the per-question totals of the shown ones only.
   */
  async snapshot(m: EntityManager, inquiryId: number, forms: number): Promise<void> {
    const before = await m.find(InsightSnapshotSegment, { where: { inquiryId } });
    const previous = new Map<string, Map<string, number>>();
    for (const r of before) {
      if (r.shownForms === null) continue;
      previous.set(r.attribute, (previous.get(r.attribute) ?? new Map()).set(r.value, r.shownForms));
    }
    const decisions = await this.decide(m, inquiryId, forms, previous);
    const shownAttributes = new Set(decisions.filter((d) => !d.hidden).map((d) => d.attribute));
    await m.delete(InsightSnapshotSegment, { inquiryId });
    await m.delete(InsightSnapshotSegmentTotal, { inquiryId });
    const rows = decisions.map((d) => ({
      inquiryId, attribute: d.attribute, value: d.value, forms: d.forms, hidden: d.hidden, reason: d.reason,
      // The over-time rule compares with the last snapshot that showed the attribute.
      shownForms: shownAttributes.has(d.attribute) ? d.forms : (previous.get(d.attribute)?.get(d.value) ?? (previous.has(d.attribute) ? 0 : null)),
    }));
    for (let i = 0; i < rows.length; i += 300) await m.insert(InsightSnapshotSegment, rows.slice(i, i + 300));
    if (!shownAttributes.size) return;
    const overall = await this.answers.totalsOfInquiry(inquiryId, m);
    const all = (await m.query(
      'SELECT attribute, value, is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance, sum_pair_diff, n_pairs, dk_performance, dk_importance, sum_sq_performance, sum_sq_importance FROM segment_totals WHERE inquiry_id = ?',
      [inquiryId],
    )) as Record<string, unknown>[];
    const shown = new Set(decisions.filter((d) => !d.hidden).map((d) => JSON.stringify([d.attribute, d.value])));
    const totals: (QuestionTotals & { inquiryId: number; attribute: string; value: string })[] = [];
    for (const r of all) {
      const attribute = String(r.attribute);
      const value = String(r.value);
      if (shown.has(JSON.stringify([attribute, value]))) totals.push({ inquiryId, attribute, value, ...totalsOfRow(r) });
    }
    for (const attribute of shownAttributes) {
      if (!shown.has(JSON.stringify([attribute, '']))) continue;
      const groups = all.filter((r) => String(r.attribute) === attribute).map(totalsOfRow);
      for (const t of noValueTotals(overall, groups)) totals.push({ inquiryId, attribute, value: '', ...t });
    }
    for (let i = 0; i < totals.length; i += 300) await m.insert(InsightSnapshotSegmentTotal, totals.slice(i, i + 300));
  }
}

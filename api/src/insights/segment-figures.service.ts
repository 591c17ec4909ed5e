import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FormAnswer, SegmentTotalsService } from '../answers/segment-totals.service';
import type { QuestionTotals } from '../answers/stored-answer';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { PastGeneration, Withheld } from './disclosure/generation';
import { FigureKind, groupKey, OVERALL } from './disclosure/types';
import { deriveFigures, DerivedFigures } from './group-figures';
import { segmentSyntax } from './segment-texts';
import {
  countGenerationsOf,
  generationsOf,
  groupsOfGeneration,
  insertGeneration,
  insertGroups,
  insertSnapshotForms,
  insertWithheld,
  lastGenerationOf,
  replaceSegmentTotals,
  reportedGroupsOf,
  segmentTotalsOf,
  snapshotFormsOf,
  withheldRowsOf,
} from './snapshot-generations.repository';

export interface Segment {
  attribute: string;
  value: string;
}

/** Why a customer admin gets no figures of a group. */
export type HideReason = 'TooFine' | 'NotEnoughPeople' | 'RolledUp' | 'BelowFloor';

/** A group as a reader sees it: reported (its label and members), or hidden with the reason. */
export interface GroupView {
  attribute: string;
  /** The label a reader selects; for a hidden row, the directory value. */
  value: string;
  members: string[];
  rolledUp: boolean;
  forms: number;
  hidden: boolean;
  reason: HideReason | null;
}

/** One generation's groups and withheld figures, as a customer admin reads them (stored) or the super admin (live). */
export interface SegmentView {
  live: boolean;
  groups: GroupView[];
  /** `${kind}\0${attribute}\0${label}` → the question keys withheld (attribute and label '' = Overall). */
  withheld: Map<string, Set<string>>;
  /** Live only: the derived figures (totals of every value and group). */
  figures?: DerivedFigures;
}

/** The inputs of deriveFigures over the current snapshot's forms (snapshotInputs). */
export interface SnapshotInputs {
  forms: number[];
  joined: Map<number, number>;
  past: PastGeneration[];
  attributes: Map<number, Record<string, string>>;
  answers: FormAnswer[][];
}

/** Per-question totals with whether the figure is withheld (for a customer admin the sums are zeroed too). */
export type ShownTotals = QuestionTotals & { withheld?: boolean };

/** `Department:Sales` → the group; the value may itself hold colons; `Department:` is the group without a value. */
export function parseSegment(raw: string): Segment {
  const at = raw.indexOf(':');
  const attribute = at > 0 ? raw.slice(0, at).trim() : '';
  if (!attribute || attribute.length > 100 || raw.length > 301) throw ApiError.badRequest([segmentSyntax()]);
  return { attribute, value: raw.slice(at + 1).trim() };
}

const withheldKey = (kind: FigureKind, attribute: string, label: string) => `${kind}\u0000${attribute}\u0000${label}`;

/** The questions withheld for a group (Overall: attribute and label ''). */
export function withheldOf(
  view: SegmentView,
  kind: FigureKind,
  attribute: string = OVERALL.attribute,
  label: string = OVERALL.label,
): Set<string> {
  return view.withheld.get(withheldKey(kind, attribute, label)) ?? new Set();
}

/**
 * Marks the withheld questions of a group's totals; for a customer admin their sums and counts are zeroed as well,
 * so no read can show them ("Not enough answers"). The super admin keeps the figures, marked.
 */
export function markWithheld(totals: QuestionTotals[], withheld: Set<string>, customer: boolean): ShownTotals[] {
  if (!withheld.size) return totals;
  return totals.map((t) => {
    if (!withheld.has(`${t.isCustomQuestion ? 'c' : 'd'}:${t.questionId}`)) return t;
    if (!customer) return { ...t, withheld: true };
    return {
      questionId: t.questionId,
      isCustomQuestion: t.isCustomQuestion,
      answers: 0,
      sumPerformance: 0,
      nPerformance: 0,
      sumImportance: 0,
      nImportance: 0,
      sumSqPerformance: 0,
      sumSqImportance: 0,
      sumPairDiff: 0,
      nPairs: 0,
      dkPerformance: 0,
      dkImportance: 0,
      enpsPromoters: 0,
      enpsPassives: 0,
      withheld: true,
    };
  });
}

/**
 * What a ?segment= selects in a view: a reported group (by its label), or why there are no figures — a member
 * value of a rolled-up group (RolledUp), a value of an attribute that is not reported (its reason), anything
 * else (BelowFloor). The super admin (live) may also select any single directory value, marked hidden.
 */
export function resolveSegment(view: SegmentView, s: Segment): { group: GroupView | null; reason: HideReason | null } {
  const of = view.groups.filter((g) => g.attribute === s.attribute);
  const group = of.find((g) => g.value === s.value);
  if (group) return { group, reason: group.reason };
  const holder = of.find((g) => !g.hidden && g.members.includes(s.value));
  if (holder) {
    if (!view.live) return { group: null, reason: 'RolledUp' };
    return {
      group: {
        attribute: s.attribute,
        value: s.value,
        members: [s.value],
        rolledUp: false,
        forms: 0,
        hidden: true,
        reason: 'RolledUp',
      },
      reason: 'RolledUp',
    };
  }
  return { group: null, reason: 'BelowFloor' };
}

const LIVE_CACHE = 32;

/**
 * The groups of an inquiry's respondents and their figures: live for the super admin, and for customer admins
 * only as the snapshot holds them. Each snapshot is a generation; its groups are rolled up and its figures
 * withheld (insights/disclosure) over every generation taken before, and stored with it, so the heatmap and every
 * ?segment= read show the same groups and no sequence of reads isolates fewer than MIN_RESPONDENTS people.
 */
@Injectable()
export class SegmentFiguresService {
  private readonly liveCache = new Map<string, SegmentView>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly facts: SegmentTotalsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async past(
    m: EntityManager,
    inquiryId: number,
  ): Promise<{ past: (PastGeneration & { forms: number })[]; joined: Map<number, number> }> {
    const gens = await generationsOf(m, inquiryId);
    const groups = await reportedGroupsOf(m, inquiryId);
    const withheld = await withheldRowsOf(m, inquiryId);
    const forms = await snapshotFormsOf(m, inquiryId);
    return {
      past: gens.map((g) => ({
        generation: g.generation,
        forms: g.forms,
        groups: groups
          .filter((x) => x.generation === g.generation)
          .map((x) => ({ attribute: x.attribute, label: x.label, members: JSON.parse(x.members) as string[] })),
        withheld: withheld
          .filter((w) => w.generation === g.generation)
          .map((w): Withheld => ({
            kind: w.kind as FigureKind,
            question: w.questionKey,
            attribute: w.attribute,
            label: w.label,
          })),
      })),
      joined: new Map(forms.map((f) => [f.respondentId, f.generation])),
    };
  }

  private async derive(
    m: EntityManager,
    inquiryId: number,
    forms: number[],
    past: PastGeneration[],
    joined: Map<number, number>,
  ): Promise<DerivedFigures> {
    return deriveFigures({
      min: this.config.minRespondents,
      forms,
      attributes: await this.facts.attributesOf(inquiryId, m),
      answers: this.facts.answersOf(inquiryId, m),
      joined,
      past,
    });
  }

  private static view(d: DerivedFigures, live: boolean): SegmentView {
    const groups: GroupView[] = d.decision.attributes.flatMap((a): GroupView[] =>
      a.groups.length
        ? a.groups.map((g) => ({
            attribute: a.attribute,
            value: g.label,
            members: g.members,
            rolledUp: g.rolledUp,
            forms: g.forms,
            hidden: false,
            reason: null,
          }))
        : a.values.map((v) => ({
            attribute: a.attribute,
            value: v.value,
            members: [v.value],
            rolledUp: false,
            forms: v.forms,
            hidden: true,
            reason: a.reason,
          })),
    );
    const withheld = new Map<string, Set<string>>();
    for (const w of d.decision.withheld) {
      const k = withheldKey(w.kind, w.attribute, w.label);
      (withheld.get(k) ?? withheld.set(k, new Set()).get(k)!).add(w.question);
    }
    return { live, groups, withheld, figures: live ? d : undefined };
  }

  /**
   * The groups and withheld figures a snapshot taken now would have (the super admin's view): over every
   * completed form, following the stored generations a new snapshot could follow (those at least MIN forms smaller).
   */
  async live(inquiryId: number, completed: number): Promise<SegmentView> {
    const m = this.dataSource.manager;
    const gens = await generationsOf(m, inquiryId);
    const marker = `${inquiryId}:${completed}:${gens.map((g) => `${g.generation}/${g.forms}`).join(',')}`;
    const cached = this.liveCache.get(marker);
    if (cached) return cached;
    const forms = await this.facts.completedForms(inquiryId, m);
    const { past, joined } = await this.past(m, inquiryId);
    const before = past.filter((g) => g.forms <= forms.length - this.config.minRespondents);
    const last = before.length ? before[before.length - 1].generation : 0;
    const view = SegmentFiguresService.view(
      await this.derive(m, inquiryId, forms, before, new Map([...joined].filter(([, g]) => g <= last))),
      true,
    );
    if (this.liveCache.size >= LIVE_CACHE) this.liveCache.delete(this.liveCache.keys().next().value!);
    this.liveCache.set(marker, view);
    return view;
  }

  /** The groups and withheld figures of the inquiry's current snapshot generation (none before the first). */
  async stored(inquiryId: number, m: EntityManager = this.dataSource.manager): Promise<SegmentView> {
    const last = await lastGenerationOf(m, inquiryId);
    if (!last) return { live: false, groups: [], withheld: new Map() };
    const rows = await groupsOfGeneration(m, inquiryId, last.generation);
    const withheld = new Map<string, Set<string>>();
    for (const w of await withheldRowsOf(m, inquiryId, last.generation)) {
      const k = withheldKey(w.kind as FigureKind, w.attribute, w.label);
      (withheld.get(k) ?? withheld.set(k, new Set()).get(k)!).add(w.questionKey);
    }
    const groups = rows.map((r): GroupView => ({
      attribute: r.attribute,
      value: r.label,
      members: JSON.parse(r.members) as string[],
      rolledUp: r.rolledUp,
      forms: r.forms,
      hidden: r.hidden,
      reason: r.reason as HideReason | null,
    }));
    return { live: false, groups, withheld };
  }

  /** Per-question totals of one group of a view (a reported group, or for the super admin any directory value). */
  async totalsOf(inquiryId: number, view: SegmentView, attribute: string, value: string): Promise<QuestionTotals[]> {
    if (view.live) return view.figures?.totals.get(groupKey(attribute, value)) ?? [];
    return segmentTotalsOf(this.dataSource.manager, inquiryId, attribute, value);
  }

  /**
   * What deciding more groups beside the current snapshot needs (a manager's teams, team-insights/): the forms of
   * every stored generation, the generation each joined, the generations themselves (so the new groups are rolled up
   * and withheld against every group a customer has been shown), the invited attributes and the answers. Null
   * before the first snapshot.
   */
  async snapshotInputs(inquiryId: number): Promise<SnapshotInputs | null> {
    const m = this.dataSource.manager;
    const { past, joined } = await this.past(m, inquiryId);
    if (!past.length) return null;
    const answers: FormAnswer[][] = [];
    for await (const page of this.facts.answersOf(inquiryId, m)) answers.push(page);
    return {
      forms: [...joined.keys()].sort((a, b) => a - b),
      joined,
      past,
      attributes: await this.facts.attributesOf(inquiryId, m),
      answers,
    };
  }

  /** Whether the inquiry's snapshot has its generations (a database upgraded from the old rule has none until re-derived). */
  async derived(m: EntityManager, inquiryId: number): Promise<boolean> {
    return (await countGenerationsOf(m, inquiryId)) > 0;
  }

  /**
   * Stores a new generation with the snapshot being taken (inside its transaction, after its totals), over
   * `snapshotForms` forms: every completed form when taking one, or the first N when re-deriving an older snapshot
   * (completed forms are never reopened or removed, so these are the forms it was taken over).
   */
  async snapshot(m: EntityManager, inquiryId: number, takenAt: Date, snapshotForms?: number): Promise<void> {
    const all = await this.facts.completedForms(inquiryId, m);
    const forms = snapshotForms === undefined ? all : all.slice(0, snapshotForms);
    const { past, joined } = await this.past(m, inquiryId);
    const generation = (past.length ? past[past.length - 1].generation : 0) + 1;
    const d = await this.derive(m, inquiryId, forms, past, joined);
    await insertGeneration(m, { inquiryId, generation, forms: forms.length, takenAt });
    await insertSnapshotForms(
      m,
      forms.filter((id) => !joined.has(id)).map((respondentId) => ({ inquiryId, respondentId, generation })),
    );
    const view = SegmentFiguresService.view(d, false);
    const groups = view.groups.map((g) => ({
      inquiryId,
      generation,
      attribute: g.attribute,
      label: g.value,
      members: JSON.stringify(g.members),
      rolledUp: g.rolledUp,
      forms: g.forms,
      hidden: g.hidden,
      reason: g.reason,
    }));
    await insertGroups(m, groups);
    const withheld = d.decision.withheld.map((w) => ({
      inquiryId,
      generation,
      kind: w.kind,
      attribute: w.attribute,
      label: w.label,
      questionKey: w.question,
    }));
    await insertWithheld(m, withheld);
    // The current generation's group totals (a customer admin reads only the current one).
    const totals = view.groups
      .filter((g) => !g.hidden)
      .flatMap((g) =>
        (d.totals.get(groupKey(g.attribute, g.value)) ?? []).map((t) => ({
          ...t,
          attribute: g.attribute,
          value: g.value,
        })),
      );
    await replaceSegmentTotals(m, inquiryId, totals);
  }
}

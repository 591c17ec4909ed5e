import type { FormAnswer } from '../answers/segment-totals.service';
import type { QuestionTotals } from '../answers/stored-answer';
import { isComment } from '../answers/comment-text';
import { STORED_PASSIVES, STORED_PROMOTER_FROM } from '../answers/enps-answer';
import {
  COMMENT,
  decideGeneration,
  FormFacts,
  GenerationDecision,
  IMPORTANCE,
  PastGeneration,
  PERFORMANCE,
} from './disclosure/generation';
import { groupKey } from './disclosure/types';

/**
 * From a snapshot's forms (their invited attributes and answers) to its decision and figures: the groups and
 * withheld figures (disclosure/generation.ts), and per-question totals of every directory value and every
 * reported group, summed as answer_totals sums them (ratings 1-5; 0 = Don't Know).
 */
export const questionKey = (isCustom: boolean, id: number) => `${isCustom ? 'c' : 'd'}:${id}`;

/** answers, Σp, n p, Σi, n i, Σ(i − p), pairs, DK p, DK i, Σp², Σi², eNPS 9-10, eNPS 7-8 */
type Sums = Float64Array;
const SUMS = 13;

function add(s: Sums, p: number | null, i: number | null) {
  s[0]++;
  if (p !== null && p > 0) {
    s[1] += p;
    s[2]++;
    s[9] += p * p;
  }
  if (i !== null && i > 0) {
    s[3] += i;
    s[4]++;
    s[10] += i * i;
  }
  if (p !== null && p > 0 && i !== null && i > 0) {
    s[5] += i - p;
    s[6]++;
  }
  if (p === 0) s[7]++;
  if (i === 0) s[8]++;
  if (p !== null && p >= STORED_PROMOTER_FROM) s[11]++;
  if (p !== null && (STORED_PASSIVES as readonly number[]).includes(p)) s[12]++;
}

const totalsOf = (key: string, s: Sums): QuestionTotals => ({
  isCustomQuestion: key.startsWith('c:'),
  questionId: Number(key.slice(2)),
  answers: s[0],
  sumPerformance: s[1],
  nPerformance: s[2],
  sumImportance: s[3],
  nImportance: s[4],
  sumPairDiff: s[5],
  nPairs: s[6],
  dkPerformance: s[7],
  dkImportance: s[8],
  sumSqPerformance: s[9],
  sumSqImportance: s[10],
  enpsPromoters: s[11],
  enpsPassives: s[12],
});

export interface DerivedFigures {
  decision: GenerationDecision;
  /** groupKey(attribute, label) of a reported group, or of a directory value (attribute, value) → per-question totals. */
  totals: Map<string, QuestionTotals[]>;
}

export async function deriveFigures(opts: {
  min: number;
  forms: number[];
  attributes: Map<number, Record<string, string>>;
  answers: AsyncIterable<FormAnswer[]>;
  /** The first earlier generation that held each form. */
  joined: Map<number, number>;
  past: PastGeneration[];
}): Promise<DerivedFigures> {
  const index = new Map(opts.forms.map((id, i) => [id, i]));
  const names = [...new Set(opts.forms.flatMap((id) => Object.keys(opts.attributes.get(id) ?? {})))].sort();
  const values = opts.forms.map((id) => Object.fromEntries(names.map((n) => [n, opts.attributes.get(id)?.[n] ?? ''])));
  const questions: string[] = [];
  const qIndex = new Map<string, number>();
  const flagRows: [number, number, number][] = [];
  const byValue = new Map<string, Map<string, Sums>>();
  for await (const page of opts.answers) {
    for (const a of page) {
      const f = index.get(a.respondentId);
      if (f === undefined) continue;
      const key = questionKey(a.isCustomQuestion, a.questionId);
      let q = qIndex.get(key);
      if (q === undefined) {
        q = questions.length;
        qIndex.set(key, q);
        questions.push(key);
      }
      const flag =
        (a.performance !== null && a.performance > 0 ? PERFORMANCE : 0) |
        (a.importance !== null && a.importance > 0 ? IMPORTANCE : 0) |
        (isComment(a.text) ? COMMENT : 0);
      if (flag) flagRows.push([f, q, flag]);
      if (a.performance === null && a.importance === null) continue;
      for (const n of names) {
        const g = groupKey(n, values[f][n]);
        const perQ = byValue.get(g) ?? byValue.set(g, new Map()).get(g)!;
        const s = perQ.get(key) ?? perQ.set(key, new Float64Array(SUMS)).get(key)!;
        add(s, a.performance, a.importance);
      }
    }
  }
  const flags = opts.forms.map(() => new Uint8Array(questions.length));
  for (const [f, q, flag] of flagRows) flags[f][q] |= flag;
  const forms: FormFacts[] = opts.forms.map((id, i) => ({
    values: values[i],
    flags: flags[i],
    joined: opts.joined.get(id) ?? null,
  }));
  const decision = decideGeneration({ min: opts.min, forms, questions, past: opts.past });

  const totals = new Map<string, QuestionTotals[]>();
  for (const [g, perQ] of byValue)
    totals.set(
      g,
      [...perQ].map(([k, s]) => totalsOf(k, s)),
    );
  for (const a of decision.attributes) {
    for (const group of a.groups) {
      const sum = new Map<string, Sums>();
      for (const v of group.members) {
        for (const [k, s] of byValue.get(groupKey(a.attribute, v)) ?? []) {
          const t = sum.get(k) ?? sum.set(k, new Float64Array(SUMS)).get(k)!;
          for (let j = 0; j < SUMS; j++) t[j] += s[j];
        }
      }
      totals.set(
        groupKey(a.attribute, group.label),
        [...sum].map(([k, s]) => totalsOf(k, s)),
      );
    }
  }
  return { decision, totals };
}

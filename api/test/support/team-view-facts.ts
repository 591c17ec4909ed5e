import type { TeamTree } from '../../src/team-insights/team-tree';
import type { Fact, GroupRef, Truth } from './confidentiality-auditor';

/** What GET /api/Insights/Team answers, as far as the auditor needs it. */
export interface TeamBody {
  Gated: boolean;
  SnapshotForms: number | null;
  Manager: string;
  Access: string;
  RolledUp: boolean;
  Team: Column | null;
  DirectReports: Column[];
  RestOfTeam: Column | null;
}
export interface Column {
  Manager: string;
  N: number;
  Areas: { Area: string; Performance: number | null; Importance: number | null; Withheld: boolean }[];
  Questions: {
    Id: number;
    IsCustomQuestion: boolean;
    Performance: number | null;
    Importance: number | null;
    Withheld: boolean;
  }[];
}

/** The people of a set of respondents as a group the auditor knows: a marker attribute added to the truth. */
export function groupOf(truth: Truth, ids: number[], forms: number): GroupRef {
  const key = `team:${[...ids].sort((x, y) => x - y).join(',')}`;
  const inSet = new Set(ids);
  for (const p of truth.people) if (inSet.has(p.id)) p.attributes[key] = '1';
  return { forms, attribute: key, members: ['1'], label: key };
}

/**
 * Every group and question figure the manager views show, as facts over the respondents each group holds (the
 * tree gives each subtree's forms; a column's N must equal them).
 */
export function viewFacts(tree: TeamTree, truth: Truth, views: TeamBody[], formsOf: (v: TeamBody) => number): Fact[] {
  const facts: Fact[] = [];
  for (const v of views) {
    if (!v.Team) continue;
    const manager = v.Manager;
    const whole = tree.forms.get(manager)!;
    const reports = v.DirectReports.map((r) => tree.forms.get(r.Manager)!);
    const covered = new Set(reports.flat());
    const groups: [Column, number[]][] = [
      [v.Team, whole],
      ...v.DirectReports.map((r, i): [Column, number[]] => [r, reports[i]]),
      ...(v.RestOfTeam ? [[v.RestOfTeam, whole.filter((id) => !covered.has(id))] as [Column, number[]]] : []),
    ];
    for (const [column, ids] of groups) {
      expect(column.N).toBe(ids.length);
      const group = groupOf(truth, ids, formsOf(v));
      const read = `Team ${manager || 'organisation'}`;
      facts.push({ kind: 'group', read, group });
      for (const q of column.Questions) {
        if (q.Withheld) continue;
        const key = `${q.IsCustomQuestion ? 'c' : 'd'}:${q.Id}`;
        if (q.Performance !== null)
          facts.push({ kind: 'figure', read, group, measure: 'performance', questions: [key] });
        if (q.Importance !== null) facts.push({ kind: 'figure', read, group, measure: 'importance', questions: [key] });
      }
    }
  }
  return facts;
}

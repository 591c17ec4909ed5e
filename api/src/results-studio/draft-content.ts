import type { ResultArea } from '@portal/contracts';
import type { AreaColor, ParsedResults } from '../results/workbook/result-workbook-format';

/** What a draft holds: the content of a result workbook, without the template's stamp. */
export type DraftContent = Omit<ParsedResults, 'computedFrom' | 'areaColors'> & {
  areaColors: { area: ResultArea; color: AreaColor }[];
};

export const EMPTY_DRAFT: DraftContent = {
  findings: [],
  advanceInsights: [],
  recommendations: [],
  roadmap: [],
  areaColors: [],
  inputs: null,
};

/** The stored JSON of a draft, read back with every part present. */
export function parseDraftContent(json: string): DraftContent {
  return { ...EMPTY_DRAFT, ...(JSON.parse(json) as Partial<DraftContent>) };
}

/**
 * The rules a result workbook must meet that a draft in progress may still break: the roadmap's three steps
 * with every field, no empty text, one colour per area. Every problem at once, as readable lines.
 */
export function publishProblems(c: DraftContent): string[] {
  const problems: string[] = [];
  c.findings.forEach((f, i) => {
    if (!f.text.trim()) problems.push(`Findings, line ${i + 1}: the finding is empty`);
  });
  c.advanceInsights.forEach((a, i) => {
    if (!a.text.trim()) problems.push(`AdvanceInsights, line ${i + 1}: the scenario is empty`);
  });
  c.recommendations.forEach((r, i) => {
    if (!r.detail.trim()) problems.push(`Recommendations, line ${i + 1}: the recommendation is empty`);
  });
  for (const step of [1, 2, 3]) {
    const found = c.roadmap.filter((s) => s.step === step);
    if (!found.length) problems.push(`Roadmap: step ${step} is missing (the roadmap has exactly three steps, 1 to 3)`);
    if (found.length > 1) problems.push(`Roadmap: step ${step} appears more than once`);
    const s = found[0];
    if (s && (!s.title.trim() || !s.briefDescription.trim() || !s.detail.trim()))
      problems.push(`Roadmap, step ${step}: the title, brief description and detail are mandatory`);
  }
  const seen = new Set<string>();
  for (const c2 of c.areaColors) {
    if (seen.has(c2.area)) problems.push(`AreaColors: the area ${c2.area} appears more than once`);
    seen.add(c2.area);
  }
  return problems;
}

/** The draft as the workbook reader would have read it: the one input of the publishing path. */
export function toParsedResults(c: DraftContent): ParsedResults {
  return {
    findings: c.findings.map((f) => ({ area: f.area, text: f.text.trim() })),
    recommendations: c.recommendations.map((r) => ({ detail: r.detail.trim(), levelOfFocus: r.levelOfFocus })),
    inputs: c.inputs?.length ? c.inputs : null,
    advanceInsights: c.advanceInsights.map((a) => ({ area: a.area, text: a.text.trim() })),
    roadmap: [...c.roadmap]
      .sort((a, b) => a.step - b.step)
      .map((s) => ({
        step: s.step,
        title: s.title.trim(),
        briefDescription: s.briefDescription.trim(),
        detail: s.detail.trim(),
      })),
    areaColors: c.areaColors.length ? c.areaColors : null,
    computedFrom: null,
  };
}

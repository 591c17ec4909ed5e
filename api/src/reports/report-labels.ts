import { interpolate, type Language, QUADRANTS, REPORT_CATALOGUES, type ReportCatalogue } from '@portal/contracts';

/** The report's fixed texts. Content (findings, scenarios, roadmap…) comes translated; these are the frame around it. */
export interface ReportLabels {
  documentTitle: (inquiryName: string) => string;
  reportTitle: string;
  inquiryType: (name: string) => string;
  organisation: (name: string) => string;
  generated: (utc: string) => string;
  overview: string;
  colorLegend: Record<'green' | 'blue' | 'yellow' | 'red', string>;
  colorKey: string;
  noColor: string;
  findings: string;
  scenarios: string;
  levelOfFocus: (level: number) => string;
  inputs: string;
  inputsKey: string;
  advanceInsights: string;
  roadmap: string;
  step: (n: number, title: string) => string;
  noData: string;
  /** A figure withheld from a customer admin (docs/confidentiality.md). */
  notEnoughAnswers: string;
  /** An area's name (Culture, People…); an unknown one as it comes. */
  area: (area: string) => string;
  ipa: IpaLabels;
}

export interface IpaLabels {
  title: string;
  method: (convention: 'mean' | 'midpoint', crosshair: { performance: string; importance: string } | null) => string;
  quadrants: ReportCatalogue['ipa']['quadrants'];
  /** A quadrant's name as the analysis returns it (English), in the report's language. */
  quadrant: (name: string) => string;
  performanceAxis: string;
  importanceAxis: string;
  areas: string;
  concentrateByGap: string;
  concentrateItem: (n: number, title: string, area: string, gap: string) => string;
  columns: string[];
  dkKey: string;
}

const QUADRANT_KEYS = ['concentrate', 'keep', 'low', 'overkill'] as const;

function labelsOf(c: ReportCatalogue): ReportLabels {
  const area = (name: string) => (c.areas as Record<string, string>)[name] ?? name;
  return {
    documentTitle: (name) => interpolate(c.documentTitle, { name }),
    reportTitle: c.reportTitle,
    inquiryType: (name) => interpolate(c.inquiryType, { name }),
    organisation: (name) => interpolate(c.organisation, { name }),
    generated: (time) => interpolate(c.generated, { time }),
    overview: c.overview,
    colorLegend: c.colorLegend,
    colorKey: c.colorKey,
    noColor: c.noColor,
    findings: c.findings,
    scenarios: c.scenarios,
    levelOfFocus: (level) => interpolate(c.levelOfFocus, { level }),
    inputs: c.inputs,
    inputsKey: c.inputsKey,
    advanceInsights: c.advanceInsights,
    roadmap: c.roadmap,
    step: (n, title) => interpolate(c.step, { n, title }),
    noData: c.noData,
    notEnoughAnswers: c.notEnoughAnswers,
    area,
    ipa: {
      title: c.ipa.title,
      method: (convention, crosshair) =>
        interpolate(c.ipa.method, {
          convention: convention === 'midpoint' ? c.ipa.conventionMidpoint : c.ipa.conventionMean,
          crosshair: crosshair ? interpolate(c.ipa.crosshairAt, crosshair) : '',
        }),
      quadrants: c.ipa.quadrants,
      quadrant: (name) => {
        const index = (QUADRANTS as readonly string[]).indexOf(name);
        return index < 0 ? name : c.ipa.quadrants[QUADRANT_KEYS[index]];
      },
      performanceAxis: c.ipa.performanceAxis,
      importanceAxis: c.ipa.importanceAxis,
      areas: c.ipa.areas,
      concentrateByGap: c.ipa.concentrateByGap,
      concentrateItem: (n, title, itemArea, gap) =>
        interpolate(c.ipa.concentrateItem, { n, title, area: area(itemArea), gap }),
      columns: [
        c.ipa.columns.no,
        c.ipa.columns.item,
        c.ipa.columns.area,
        c.ipa.columns.performance,
        c.ipa.columns.importance,
        c.ipa.columns.gap,
        c.ipa.columns.n,
        c.ipa.columns.dk,
        c.ipa.columns.quadrant,
      ],
      dkKey: c.ipa.dkKey,
    },
  };
}

const LABELS = Object.fromEntries(Object.entries(REPORT_CATALOGUES).map(([lang, c]) => [lang, labelsOf(c)])) as Record<
  Language,
  ReportLabels
>;

/** The labels in a language (the contracts' report catalogue); English for anything else. */
export const reportLabels = (language: Language): ReportLabels => LABELS[language] ?? LABELS.en;

import type { Language } from '@portal/contracts';

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
}

const EN: ReportLabels = {
  documentTitle: (name) => `Insights report: ${name}`,
  reportTitle: 'Insights report',
  inquiryType: (name) => `Inquiry type: ${name}`,
  organisation: (name) => `Organisation: ${name}`,
  generated: (utc) => `Generated ${utc} UTC`,
  overview: 'Overview',
  colorLegend: { green: 'Strength', blue: 'Progressing', yellow: 'Needs attention', red: 'Vulnerability' },
  colorKey: 'Green = Strength · Blue = Progressing · Yellow = Needs attention · Red = Vulnerability',
  noColor: 'No data',
  findings: 'Findings',
  scenarios: 'Scenarios',
  levelOfFocus: (level) => `Level of focus ${level} of 5`,
  inputs: 'Inputs',
  inputsKey: "Dark bar: average rating (performance). Light bar: average value (importance). Scale 0 to 5; Don't Know answers excluded.",
  advanceInsights: 'Advance insights',
  roadmap: 'Roadmap',
  step: (n, title) => `Step ${n}: ${title}`,
  noData: 'No data available currently.',
};

/**
 * The labels in a language. Only English is written so far: every language answers it until the
 * interface catalogue supplies its own (add an entry here, nothing else changes).
 */
const CATALOGUE: Partial<Record<Language, ReportLabels>> = { en: EN };

export const reportLabels = (language: Language): ReportLabels => CATALOGUE[language] ?? EN;

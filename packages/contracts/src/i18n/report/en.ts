import type { Catalogue } from '../catalogue';

/** The PDF report's fixed labels in English, the source of the translations. Content comes translated on its own. */
export const reportEn = {
  documentTitle: 'Insights report: %{name}',
  reportTitle: 'Insights report',
  inquiryType: 'Inquiry type: %{name}',
  organisation: 'Organisation: %{name}',
  generated: 'Generated %{time} UTC',
  overview: 'Overview',
  colorLegend: { green: 'Strength', blue: 'Progressing', yellow: 'Needs attention', red: 'Vulnerability' },
  colorKey: 'Green = Strength · Blue = Progressing · Yellow = Needs attention · Red = Vulnerability',
  noColor: 'No data',
  findings: 'Findings',
  scenarios: 'Scenarios',
  levelOfFocus: 'Level of focus %{level} of 5',
  inputs: 'Inputs',
  inputsKey: "Dark bar: average rating (performance). Light bar: average value (importance). Scale 0 to 5; Don't Know answers excluded.",
  advanceInsights: 'Advance insights',
  roadmap: 'Roadmap',
  step: 'Step %{n}: %{title}',
  noData: 'No data available currently.',
  areas: { Culture: 'Culture', People: 'People', Process: 'Process', Structure: 'Structure' },
  ipa: {
    title: 'Importance-performance analysis',
    method: "Each rated item at (mean performance, mean importance), Don't Know excluded from each mean; crosshair at %{convention}%{crosshair}; the dashed lines mark the scale midpoint 3. Gap = mean of (importance - performance) where both were rated. Completed forms only.",
    conventionMidpoint: 'the scale midpoint 3',
    conventionMean: 'the grand means of the item means',
    crosshairAt: ' (performance %{performance}, importance %{importance})',
    quadrants: { concentrate: 'Concentrate here', keep: 'Keep up the good work', low: 'Low priority', overkill: 'Possible overkill' },
    performanceAxis: 'Performance (mean rating)',
    importanceAxis: 'Importance (mean value)',
    areas: 'Areas',
    concentrateByGap: 'Concentrate here, by gap',
    concentrateItem: '%{n}. %{title} (%{area}, gap %{gap})',
    columns: { no: '#', item: 'Item', area: 'Area', performance: 'Perf.', importance: 'Imp.', gap: 'Gap', n: 'N', dk: 'DK', quadrant: 'Quadrant' },
    dkKey: "DK: share of answers with Don't Know in performance or importance; ! = above the flag threshold.",
  },
} satisfies Catalogue;

export type ReportCatalogue = typeof reportEn;

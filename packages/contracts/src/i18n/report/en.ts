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
  inputsKey:
    "Dark bar: average rating (performance). Light bar: average value (importance). Scale 0 to 5; Don't Know answers excluded.",
  advanceInsights: 'Advance insights',
  roadmap: 'Roadmap',
  step: 'Step %{n}: %{title}',
  noData: 'No data available currently.',
  notEnoughAnswers: 'Not enough answers',
  areas: { Culture: 'Culture', People: 'People', Process: 'Process', Structure: 'Structure' },
  ipa: {
    title: 'Importance-performance analysis',
    method:
      "Each rated item at (mean performance, mean importance), Don't Know excluded from each mean; crosshair at %{convention}%{crosshair}; the dashed lines mark the scale midpoint 3. Gap = mean of (importance - performance) where both were rated. Completed forms only.",
    conventionMidpoint: 'the scale midpoint 3',
    conventionMean: 'the grand means of the item means',
    crosshairAt: ' (performance %{performance}, importance %{importance})',
    quadrants: {
      concentrate: 'Concentrate here',
      keep: 'Keep up the good work',
      low: 'Low priority',
      overkill: 'Possible overkill',
    },
    performanceAxis: 'Performance (mean rating)',
    importanceAxis: 'Importance (mean value)',
    areas: 'Areas',
    concentrateByGap: 'Concentrate here, by gap',
    concentrateItem: '%{n}. %{title} (%{area}, gap %{gap})',
    columns: {
      no: '#',
      item: 'Item',
      area: 'Area',
      performance: 'Perf.',
      importance: 'Imp.',
      gap: 'Gap',
      n: 'N',
      dk: 'DK',
      quadrant: 'Quadrant',
    },
    dkKey: "DK: share of answers with Don't Know in performance or importance; ! = above the flag threshold.",
  },
  comments: {
    title: 'Comments: top themes',
    method:
      'Themes are phrases several comments to an open question share (a comment can have several); the bar is the number of comments holding the theme. Sentiment is the mean score of its comments from −1 to +1, for comments in English; comments in other languages keep their themes and are not scored. All completed forms.',
    comments: '%{count} comments',
    noThemes: 'No theme is shared by several comments.',
    sentiment: { positive: 'positive', neutral: 'neutral', negative: 'negative', unscored: 'not scored' },
  },
  heatmap: {
    title: 'Heatmap by %{by}',
    method:
      "Mean performance per area (Don't Know excluded) of each group of respondents by %{by}, as they were invited, beside everyone. Green at 3.75 or more, blue at 3.0, yellow at 2.25, red below. To protect anonymity, a group with fewer than %{min} completed forms is hidden, and so is any group whose figures would let a hidden one be worked out.",
    overall: 'Everyone',
    noValue: '(no value)',
    hidden: 'Hidden',
    forms: 'Forms',
    area: 'Area',
  },
  trends: {
    title: 'Trends across rounds',
    method:
      "Each round of this inquiry series: mean rating (Don't Know excluded) with its 95% confidence interval [low–high] and N. A change between the last two rounds with figures is significant when Welch's t-test gives p < 0.05. A round below the anonymity floor has no figures.",
    rounds: 'Rounds',
    forms: '%{n} completed forms',
    noFigures: 'no figures',
    notEnough:
      'A trend needs at least two rounds with figures (at least %{min} completed forms each); this series has %{count}.',
    round: 'Round',
    performance: 'Performance',
    importance: 'Importance',
    significant: 'Significant change',
    notSignificant: 'No significant change',
    change: 'performance %{performance}, importance %{importance}',
    noChange: 'Not enough rounds with figures to compare.',
  },
  benchmark: {
    title: 'Benchmark',
    method:
      'Mean performance of this organisation against the benchmark: the mean of organisation means, each organisation counted once with its latest published inquiry of this type (at least the anonymity floor of completed forms). Percentile: the share of those organisations below this one. 95% intervals in brackets.',
    orgCount: 'Benchmark of %{count} organisations',
    notEnough:
      'The benchmark appears once %{min} organisations have published results of this inquiry type: %{needed} more needed.',
    renewing: 'An organisation of the benchmark withdrew its figures; the benchmark returns when the pool is renewed.',
    ours: 'This organisation',
    benchmark: 'Benchmark',
    percentile: 'Percentile',
    tooFew: 'Too few organisations',
  },
} satisfies Catalogue;

export type ReportCatalogue = typeof reportEn;

// The targets the table prints beside each figure. Reads are held to a share of the bare node:http
// server measured in the same run and to a p99 at the run's connections; the embedded SQLite (in
// process, no network hop) is held to more than MariaDB.
export const READ_TARGETS = {
  sqlite: { share: 0.3, p99: 25 },
  mysql: { share: 0.15, p99: 50 },
};

export const readTarget = (engine) => {
  const t = READ_TARGETS[engine];
  return {
    text: `≥ ${Math.round(t.share * 100)}% of node:http, p99 ≤ ${t.p99} ms, 0 errors`,
    met: (m, ceiling) => m.rps >= t.share * ceiling && m.p99 <= t.p99 && m.errors === 0,
  };
};

export const SAVES = { jsonPerSecond: 300, multipartShareOfFloor: 0.6 };
export const INPUT_RESULT_MS = 300;
export const EXPORT = { rowsPerSecond: 50_000, peakRssMb: 250 };
export const LATE_PAGE_SHARE = 0.8;
// Segments and People: the heatmap of the 5,000-respondent inquiry by a 10-value attribute, and a 50,000-row People import streamed.
export const HEATMAP_MS = 300;
export const PEOPLE_IMPORT = { seconds: 30, rssGrowthMb: 150 };
// Comments: the themes of 50,000 comments computed once, and the two reads once computed.
export const COMMENTS = { analysisSeconds: 20, rssGrowthMb: 300, readMs: 100, cheapReadP99Ms: 250 };
export const BUNDLES_KB = { 'survey-app': 120, backoffice: 450 };
// Rounds and benchmarks: the Trend and Benchmark reads on the 2,000-inquiry population.
export const ROUNDS_READ_MS = 100;
// Launch day: respondents answering from their invitation links at once, each step held while form loads and saves keep their p99.
export const LAUNCH = { respondents: 2000, p99Ms: 250 };

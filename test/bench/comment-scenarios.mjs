// The comments bench: the comment analysis of 50,000 comments (25,000 forms × 2 open questions) — the first
// CommentThemes read after the forms changed makes and stores it — with its time and the API's peak RSS, then
// CommentThemes and a Comments page once computed (ten sequential calls each, median beside the target).
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetPeak, rssOf } from './memory.mjs';
import { COMMENTS } from './targets.mjs';

const root = new URL('../..', import.meta.url).pathname;

/** The 50,000-comment inquiry of the big customer, added by the API's own helper when the population lacks it. */
function ensureComments(db, log) {
  const out = execFileSync(
    process.execPath,
    ['api/dist/database-tools/bench-comments-cli.js', '--customer', String(db.ids.bigCustomerId)],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: db.databaseUrl,
        DATA_DIR: join(tmpdir(), `portal-bench-cm-${process.pid}`),
        SEED: 'none',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  ).toString();
  const result = JSON.parse(out.trim().split('\n').pop());
  log(
    `comments inquiry ${result.inquiryId}: ${result.forms} forms, ${result.comments} comments${result.added ? ' (added)' : ''}`,
  );
  return result;
}

async function median(n, call) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(times[Math.floor(n / 2)]), max: Math.round(times[n - 1]) };
}

export function commentScenarios({ api, db, report, log }) {
  return {
    async comments() {
      const { inquiryId, comments } = ensureComments(db, log);
      // On a fresh API, so the peak RSS is the analysis's own; a stored analysis of an earlier run is made stale
      // by the marker only when forms change, so the first read here may find it stored (reported as such).
      await api.restart();
      const operator = await api.login('operator@bench.test');
      const before = rssOf(api.pid);
      const ownPeak = resetPeak(api.pid);
      const t = performance.now();
      const first = await api.call(`/Insights/CommentThemes/${inquiryId}`, { token: operator });
      const seconds = (performance.now() - t) / 1000;
      const after = rssOf(api.pid);
      const themes = first.json.Questions.reduce((s, q) => s + q.Themes.length, 0);
      const peak = `peak RSS ${after.hwm} MB${ownPeak ? ` (from ${before.rss} MB)` : ' (process lifetime)'}`;
      const ok = seconds <= COMMENTS.analysisSeconds && after.hwm - before.rss <= COMMENTS.rssGrowthMb;
      report(
        `comment themes of ${comments.toLocaleString('en')} comments (first read analyses)`,
        {
          rps: '-',
          p50: Math.round(seconds * 1000),
          p99: '-',
          errors: 0,
          baseline: '-',
          share: `${themes} themes; ${peak}`,
        },
        `≤ ${COMMENTS.analysisSeconds} s, RSS growth ≤ ${COMMENTS.rssGrowthMb} MB`,
        ok ? 'met' : 'missed',
      );
      log(`comment analysis: ${seconds.toFixed(1)} s, RSS ${before.rss} → ${after.rss} MB, ${peak}`);

      const reads = [
        ['CommentThemes (computed)', `/Insights/CommentThemes/${inquiryId}`],
        ['Comments page 1 (computed)', `/Insights/Comments/${inquiryId}?pageSize=20&currentPage=1`],
        [
          'Comments late page, theme filter',
          `/Insights/Comments/${inquiryId}?pageSize=20&currentPage=200&theme=${encodeURIComponent(first.json.Questions[0].Themes[0]?.Theme ?? '')}`,
        ],
      ];
      for (const [label, path] of reads) {
        const m = await median(10, () => api.call(path, { token: operator }));
        report(
          label,
          { rps: '-', p50: m.p50, p99: m.max, errors: 0, baseline: '-', share: 'super admin, sequential' },
          `≤ ${COMMENTS.readMs} ms`,
          m.p50 <= COMMENTS.readMs ? 'met' : 'missed',
        );
        log(`${label}: median ${m.p50} ms, max ${m.max} ms`);
      }
    },
  };
}

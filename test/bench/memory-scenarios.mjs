// The two calls over every answer of the big inquiry: InputResult (ten sequential calls, with the
// API's RSS before and after and their own peak) and the answers export (rows/s and the peak RSS of
// the export alone, on a freshly started API).
import { rssOf, resetPeak } from './memory.mjs';
import { EXPORT, INPUT_RESULT_MS } from './targets.mjs';

export function memoryScenarios({ api, db, tokens, report, log, options }) {
  const { ids } = db;
  return {
    async inputresult() {
      const times = [];
      const before = rssOf(api.pid);
      const ownPeak = resetPeak(api.pid);
      for (let i = 0; i < 10; i++) {
        const t = performance.now();
        await api.call(`/UploadResultDocument/InputResultForPortalAdmin/${ids.bigInquiryId}`, {
          token: tokens.operator,
        });
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const after = rssOf(api.pid);
      const median = times[5];
      const peak = `peak ${after.hwm} MB${ownPeak ? '' : ' (process lifetime)'}`;
      report(
        `InputResult (${options.respondents * 120} answers)`,
        {
          rps: '-',
          p50: Math.round(median),
          p99: Math.round(times[9]),
          errors: 0,
          baseline: '-',
          share: `RSS ${before.rss} → ${after.rss} MB, ${peak}`,
        },
        `≤ ${INPUT_RESULT_MS} ms, memory flat`,
        median <= INPUT_RESULT_MS ? 'met' : 'missed',
      );
      log(
        `InputResult median ${Math.round(median)} ms, max ${Math.round(times[9])} ms, RSS ${before.rss} → ${after.rss} MB, ${peak}`,
      );
    },

    async export() {
      // On a freshly started API: the read scenarios before leave its heap grown (V8 keeps it).
      const grown = rssOf(api.pid).rss;
      await api.restart();
      const operator = await api.login('operator@bench.test');
      const before = rssOf(api.pid);
      const ownPeak = resetPeak(api.pid);
      const t = performance.now();
      const res = await api.call(`/PDFReport/ExportAnswers/${ids.bigInquiryId}`, { token: operator });
      const seconds = (performance.now() - t) / 1000;
      const after = rssOf(api.pid);
      const exported = res.json?.Rows ?? options.respondents * 120;
      const rate = Math.round(exported / seconds);
      const peak = `peak RSS ${after.hwm} MB${ownPeak ? ` (from ${before.rss} MB on a fresh API; ${grown} MB before the restart)` : ' (process lifetime)'}`;
      const ok = after.hwm <= EXPORT.peakRssMb && rate >= EXPORT.rowsPerSecond;
      report(
        `answers export (${exported} rows)`,
        {
          rps: `${rate} rows/s`,
          p50: Math.round(seconds * 1000),
          p99: '-',
          errors: 0,
          baseline: '-',
          share: `${rate} rows/s; ${peak}`,
        },
        `≥ ${EXPORT.rowsPerSecond.toLocaleString('en')} rows/s, peak RSS ≤ ${EXPORT.peakRssMb} MB`,
        ok ? 'met' : 'missed',
      );
      log(
        `export: ${exported} rows in ${seconds.toFixed(1)} s (${rate}/s), RSS ${before.rss} → ${after.rss} MB, ${peak}`,
      );
    },
  };
}

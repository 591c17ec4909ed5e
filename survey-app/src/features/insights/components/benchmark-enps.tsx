import { useTranslation } from '../../../lib/i18n/use-translation';
import type { BenchmarkEnps } from '../api/get-benchmark';
import { enpsText } from './enps-format';

/** The organisation's eNPS beside the benchmark's (the benchmark read's own figures), in words; nothing without one. */
export function BenchmarkEnpsCard({ enps }: { enps: BenchmarkEnps | null }) {
  const { t, i18n } = useTranslation();
  if (!enps) return null;
  const language = i18n.language;
  const row = (score: number | null, low: number | null, high: number | null, n: number) =>
    score === null || low === null || high === null
      ? t('enps.trendNone')
      : t('enps.trendRow', {
          score: enpsText(language, score),
          low: enpsText(language, low),
          high: enpsText(language, high),
          n,
        });
  const own = enps.Own;
  return (
    <section className="card bench-block bench-enps" aria-labelledby="bench-enps">
      <h2 id="bench-enps">{t('enps.benchmarkTitle')}</h2>
      <p className="muted">{own.Title}</p>
      <dl className="trend-figures">
        <dt>{t('insights.benchmark.ours')}</dt>
        <dd className={own.Score === null ? 'muted' : undefined}>{row(own.Score, own.Low, own.High, own.N)}</dd>
        <dt>{t('insights.benchmark.benchmark')}</dt>
        <dd className={enps.Benchmark === null ? 'muted' : undefined}>
          {enps.Benchmark === null
            ? t('enps.trendNone')
            : `${row(enps.Benchmark, enps.Low, enps.High, enps.Answers)} · ${t('enps.benchmarkPool', {
                orgs: enps.OrgCount,
                answers: enps.Answers,
              })}`}
        </dd>
      </dl>
      {enps.State === 'not-enough-organisations' && (
        <p role="status">{t('enps.benchmarkTooFew', { needed: enps.Needed })}</p>
      )}
      {enps.State === 'no-own-figure' && <p role="status">{t('enps.benchmarkNoOwn')}</p>}
      <p className="muted">{t('enps.benchmarkMethod')}</p>
      <p className="muted">{t('enps.method')}</p>
    </section>
  );
}

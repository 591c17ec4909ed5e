import { memo, useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import type { ChartOptions } from 'chart.js';
import { formatNumber, localeOf, type BenchmarkArea, type BenchmarkQuestion } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/chart-setup';
import { useBenchmark, type BenchmarkRead } from '../api/get-benchmark';
import { QueryView } from './query-view';
import { meanText } from './trend-format';
import { MIN_BAR_LENGTH, ratingAxis } from './chart-scales';
import { HowCalculated, LeadSentence } from './lead-sentence';
import { benchmarkAreasLead, benchmarkQuestionsLead } from './lead-sentences/benchmark-lead';
import { useWords } from './lead-sentences/use-words';
import { BenchmarkEnpsCard } from './benchmark-enps';
import './trends.css';

/** This organisation against the benchmark pool of its inquiry type (docs/features/rounds-and-benchmarks.md): per area and per question. */
export default memo(function BenchmarkTab({ inquiryId }: { inquiryId: string }) {
  const benchmark = useBenchmark(inquiryId);
  return <QueryView query={benchmark}>{(data) => <BenchmarkView data={data} />}</QueryView>;
});

function BenchmarkView({ data }: { data: BenchmarkRead }) {
  const { t } = useTranslation();
  const words = useWords();
  if (!data.Shown) {
    return (
      <section className="card bench-block" aria-labelledby="bench-title">
        <h2 id="bench-title">{t('insights.tabs.benchmark')}</h2>
        <p role="status" className="bench-not-enough">
          {data.State === 'renewing'
            ? t('insights.benchmark.renewing')
            : t('insights.benchmark.notEnough', { min: data.MinOrgs, needed: data.Needed })}
        </p>
      </section>
    );
  }
  return (
    <div className="benchmark">
      <section className="card bench-block" aria-labelledby="bench-title">
        <h2 id="bench-title">{t('insights.benchmark.orgCount', { count: data.OrgCount })}</h2>
        <LeadSentence>{benchmarkAreasLead(data, words)}</LeadSentence>
        <p className="muted">{t('insights.benchmark.intro')}</p>
        {data.State === 'no-figures' && <p role="status">{t('insights.benchmark.noFigures')}</p>}
        <AreaChart areas={data.Areas} />
        <ItemList
          items={data.Areas.map((a) => ({ key: a.Area, title: t(`areas.${a.Area}`), item: a }))}
          heading={t('insights.benchmark.areas')}
        />
        <BenchmarkMethod />
      </section>
      <BenchmarkEnpsCard enps={data.Enps} />
      <section className="card bench-block">
        <ItemList
          items={data.Questions.map((q) => ({ key: String(q.Id), title: q.Title, item: q }))}
          heading={t('insights.benchmark.questions')}
          lead={benchmarkQuestionsLead(data, words)}
        />
        <BenchmarkMethod />
      </section>
    </div>
  );
}

/** The area chart's options: means on the rating scale 1-5, in the reader's number format. */
export const benchmarkChartOptions = (language: string): ChartOptions<'bar'> => ({
  indexAxis: 'y',
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  locale: localeOf(language),
  scales: { x: ratingAxis() },
  plugins: { legend: { position: 'bottom' } },
});

function AreaChart({ areas }: { areas: BenchmarkArea[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data = useMemo(
    () => ({
      labels: areas.map((a) => t(`areas.${a.Area}`)),
      datasets: [
        {
          label: t('insights.benchmark.ours'),
          data: areas.map((a) => a.Value),
          backgroundColor: '#2f80c2',
          borderColor: '#1f4e79',
          borderWidth: 1,
          barThickness: 16,
          minBarLength: MIN_BAR_LENGTH,
        },
        {
          label: t('insights.benchmark.benchmark'),
          data: areas.map((a) => a.Benchmark),
          backgroundColor: '#d9dee4',
          borderColor: '#44515f',
          borderWidth: 1,
          barThickness: 16,
          minBarLength: MIN_BAR_LENGTH,
        },
      ],
    }),
    [areas, t],
  );
  const options = useMemo(() => benchmarkChartOptions(language), [language]);
  return (
    <div className="chart-box" style={{ height: Math.max(160, areas.length * 56 + 60) }}>
      <Bar aria-label={t('insights.benchmark.chartLabel')} role="img" data={data} options={options} />
    </div>
  );
}

/** The benchmark's method: who is in the pool, what the percentile and the intervals say. */
function BenchmarkMethod() {
  const { t } = useTranslation();
  return (
    <HowCalculated>
      <p>{t('insights.benchmark.method')}</p>
      <p>{t('insights.notes.interval')}</p>
    </HowCalculated>
  );
}

function ItemList({
  items,
  heading,
  lead = null,
}: {
  items: { key: string; title: string; item: BenchmarkArea | BenchmarkQuestion }[];
  heading: string;
  lead?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <>
      <h3>{heading}</h3>
      <LeadSentence>{lead}</LeadSentence>
      <ul className="bench-items">
        {items.map(({ key, title, item }) => (
          <li key={key}>
            <strong>{title}</strong>
            <dl className="trend-figures">
              <dt>{t('insights.benchmark.ours')}</dt>
              <dd>{meanText(t, language, item.Value, item.Ci95, item.N)}</dd>
              <dt>{t('insights.benchmark.benchmark')}</dt>
              <dd>
                {item.Benchmark === null
                  ? t('insights.benchmark.tooFew')
                  : meanText(t, language, item.Benchmark, item.BenchmarkCi95, item.OrgCount)}
              </dd>
              <dt>{t('insights.benchmark.percentile')}</dt>
              <dd>
                {item.Percentile === null
                  ? t('insights.trends.none')
                  : t('insights.benchmark.percentileValue', { value: formatNumber(item.Percentile, language, 0) })}
                {item.Percentile !== null && (
                  <div className="bench-meter" aria-hidden="true">
                    <span style={{ left: `calc(${item.Percentile}% - 0.1rem)` }} />
                  </div>
                )}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

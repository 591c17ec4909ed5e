import { Bar } from 'react-chartjs-2';
import type { ChartOptions } from 'chart.js';
import '../../../lib/chart-setup';
import { sentimentBand, DESIGN_TOKENS } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CommentThemeRow } from '../api/get-comment-themes';

const TOP = 8;

/** The most frequent themes as horizontal bars, coloured by sentiment (the chips above name the sentiment in words). */
export function CommentThemeChart({ themes }: { themes: CommentThemeRow[] }) {
  const { t } = useTranslation();
  const top = [...themes].sort((a, b) => b.Count - a.Count).slice(0, TOP);
  if (!top.length) return null;
  const colour = (s: number | null) => {
    const band = sentimentBand(s);
    return band === 'positive'
      ? DESIGN_TOKENS.color.success
      : band === 'negative'
        ? DESIGN_TOKENS.color.error
        : band === 'neutral'
          ? DESIGN_TOKENS.color.muted
          : DESIGN_TOKENS.color.border;
  };
  const options: ChartOptions<'bar'> = {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
    plugins: { legend: { display: false } },
  };
  return (
    <figure className="cm-chart card">
      <figcaption>{t('comments.chartTitle')}</figcaption>
      <div style={{ height: `${Math.max(140, top.length * 34)}px` }}>
        <Bar
          options={options}
          aria-label={t('comments.chartLabel', { themes: top.map((x) => `${x.Theme} ${x.Count}`).join(', ') })}
          role="img"
          data={{
            labels: top.map((x) => x.Theme),
            datasets: [
              {
                label: t('comments.count'),
                data: top.map((x) => x.Count),
                backgroundColor: top.map((x) => colour(x.Sentiment)),
                barThickness: 20,
              },
            ],
          }}
        />
      </div>
    </figure>
  );
}

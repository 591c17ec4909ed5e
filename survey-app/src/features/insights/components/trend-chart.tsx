import { memo, useMemo } from 'react';
import { Chart as ChartView } from 'react-chartjs-2';
import type { ChartData, ChartOptions } from 'chart.js';
import { localeOf, type TrendPoint } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import './trend-chart-setup';
import { ratingAxis } from './chart-scales';

// Performance left of the round, importance right of it, so their interval bars never overlap.
const OFFSET = 0.12;

/** A trend chart's options: one tick per round across, the means and intervals on the rating scale 1-5. */
export const trendChartOptions = (
  language: string,
  points: TrendPoint[],
  roundLabels: string[],
): ChartOptions<'bar' | 'line'> => ({
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  locale: localeOf(language),
  scales: {
    x: {
      type: 'linear',
      min: -0.5,
      max: points.length - 0.5,
      // One tick per round, at the round (the axis would otherwise start its ticks at −0.5).
      afterBuildTicks: (axis) => {
        axis.ticks = points.map((_, i) => ({ value: i }));
      },
      ticks: { callback: (v) => roundLabels[Number(v)] ?? '' },
      grid: { display: false },
    },
    y: ratingAxis(),
  },
  plugins: { legend: { position: 'bottom', labels: { usePointStyle: true } } },
});

/** One area's rounds: mean performance (circles) and importance (diamonds, dashed) with their 95% intervals as bars. */
export const TrendChart = memo(function TrendChart({
  label,
  points,
  roundLabels,
}: {
  label: string;
  points: TrendPoint[];
  roundLabels: string[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data = useMemo<ChartData<'bar' | 'line', { x: number; y: number | number[] | null }[]>>(() => {
    const side = (key: 'Performance' | 'Importance', shift: number) => ({
      means: points.map((p, i) => ({ x: i + shift, y: p[key] })),
      bars: points.map((p, i) => ({ x: i + shift, y: p.Ci95[key] ?? null })),
    });
    const perf = side('Performance', -OFFSET);
    const imp = side('Importance', OFFSET);
    return {
      datasets: [
        {
          type: 'line',
          label: t('insights.trends.performance'),
          data: perf.means,
          borderColor: '#1f4e79',
          backgroundColor: '#2f80c2',
          pointStyle: 'circle',
          pointRadius: 5,
          spanGaps: true,
        },
        {
          type: 'line',
          label: t('insights.trends.importance'),
          data: imp.means,
          borderColor: '#a86f00',
          backgroundColor: '#f0a30a',
          borderDash: [5, 4],
          pointStyle: 'rectRot',
          pointRadius: 6,
          spanGaps: true,
        },
        {
          type: 'bar',
          label: `${t('insights.trends.performance')} – ${t('insights.trends.interval')}`,
          data: perf.bars,
          backgroundColor: 'rgba(47,128,194,0.35)',
          borderColor: '#1f4e79',
          borderWidth: 1,
          barThickness: 6,
        },
        {
          type: 'bar',
          label: `${t('insights.trends.importance')} – ${t('insights.trends.interval')}`,
          data: imp.bars,
          backgroundColor: 'rgba(240,163,10,0.35)',
          borderColor: '#a86f00',
          borderWidth: 1,
          barThickness: 6,
        },
      ],
    } as ChartData<'bar' | 'line', { x: number; y: number | number[] | null }[]>;
  }, [points, t]);
  const options = useMemo(() => trendChartOptions(language, points, roundLabels), [language, points, roundLabels]);
  return (
    <div className="chart-box" style={{ height: 260 }}>
      <ChartView type="bar" aria-label={label} role="img" data={data} options={options} />
    </div>
  );
});

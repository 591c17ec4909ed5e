import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { ChartOptions } from 'chart.js';
import { RATING_AXIS, SCALE_MAX, SCALE_MIN, type InputItem } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';

// Registered once, in the only chunk that draws charts (chart.js stays out of the first load).
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

// The averages are ratings on the 1-5 scale (axis x, below); the difference of two of them runs from −4 to +4 and
// has an axis of its own (x2, above), so the rating bars start at 1 rather than at 0.
const SERIES: {
  key: 'AverageDifference' | 'AverageRating' | 'AverageValue';
  label: string;
  colour: string;
  axis: 'x' | 'x2';
}[] = [
  { key: 'AverageDifference', label: 'portal.messages.averageDifference', colour: '#e07b1f', axis: 'x2' },
  { key: 'AverageRating', label: 'portal.messages.averageRating', colour: '#1f4e79', axis: 'x' },
  { key: 'AverageValue', label: 'portal.messages.averageValue', colour: '#4caf50', axis: 'x' },
];

const SPAN = SCALE_MAX - SCALE_MIN;

/** Ratings on 1-5 below the bars, the difference on −4…+4 above them. */
export const inputsChartOptions: ChartOptions<'bar'> = {
  indexAxis: 'y',
  maintainAspectRatio: false,
  responsive: true,
  scales: {
    x: { min: RATING_AXIS.min, max: RATING_AXIS.max, ticks: { stepSize: 1 }, position: 'bottom' },
    x2: { min: -SPAN, max: SPAN, ticks: { stepSize: 1 }, position: 'top', grid: { drawOnChartArea: false } },
  },
  plugins: { legend: { position: 'bottom' } },
};

const wrap = (text: string, width = 40): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
};

/** One area: a horizontal bar per question for average difference, rating and value. */
export const AreaInputsChart = ({
  area,
  rows,
  narrow = false,
}: {
  area: string;
  rows: InputItem[];
  narrow?: boolean;
}) => (
  // Narrow screens wrap the question text shorter and give each question more height.
  <div
    style={{ height: Math.max(160, rows.length * (narrow ? 110 : 80) + 60), position: 'relative' }}
    role="img"
    aria-label={tr('portal.ui.areaInputsChart', { area })}
  >
    <Bar
      data={{
        labels: rows.map((row) => wrap(row.Questiondescription, narrow ? 16 : 40)),
        datasets: SERIES.map((series) => ({
          label: tr(series.label),
          // A mean of only Don't Know answers is null: no bar rather than a bar at 0.
          data: rows.map((row) => row[series.key] ?? null),
          backgroundColor: `${series.colour}cc`,
          borderColor: series.colour,
          borderWidth: 1,
          barThickness: 20,
          xAxisID: series.axis,
          // A mean of exactly 1 (or a difference of 0) still shows a sliver rather than nothing.
          minBarLength: 2,
        })),
      }}
      options={inputsChartOptions}
    />
  </div>
);

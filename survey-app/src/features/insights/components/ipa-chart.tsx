import { useMemo } from 'react';
import { Scatter } from 'react-chartjs-2';
import type { ChartData, ChartOptions, Plugin } from 'chart.js';
import '../../../lib/chart-setup';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TFunction } from '../../../lib/i18n/translate';
import { localeOf, QUADRANTS, type IpaGroup, type IpaItem, type Quadrant } from '@portal/contracts';

type IpaPoint = IpaGroup['Midpoint'];
import { fmt, fmtGap, pct, QUADRANT_STYLE, quadrantHint, quadrantName } from './ipa-format';

type Datum = { x: number; y: number; item: IpaItem };

interface Props {
  /** Names the chart in its accessible label, e.g. "All areas" or "Culture". */
  name: string;
  items: IpaItem[];
  quadrantOf: (item: IpaItem) => Quadrant | null;
  /** An item's number: drawn beside its point and given in the table's first column (the PDF numbers them alike). */
  numberOf: (item: IpaItem) => number;
  crosshair: IpaPoint | null;
  midpoint: IpaPoint;
  scale: { min: number; max: number };
  /** id of the table that is this chart's text alternative. */
  describedBy: string;
}

/** Wraps a label into lines no wider than `width` pixels. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && ctx.measureText(`${last} ${word}`).width <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

// Draws the quadrant tints, the crosshair (solid), the scale midpoint (dashed) and the quadrant names under the points.
function guides(crosshair: IpaPoint | null, midpoint: IpaPoint, names: Record<Quadrant, string>): Plugin<'scatter'> {
  return {
    id: 'ipaGuides',
    beforeDatasetsDraw(chart) {
      const { ctx, chartArea: a, scales } = chart;
      const px = (v: number) => scales.x.getPixelForValue(v);
      const py = (v: number) => scales.y.getPixelForValue(v);
      const centre = crosshair ?? midpoint;
      const cx = Math.min(a.right, Math.max(a.left, px(centre.Performance)));
      const cy = Math.min(a.bottom, Math.max(a.top, py(centre.Importance)));
      // Importance is up, performance to the right: Concentrate here is the top-left quadrant.
      const boxes: { q: Quadrant; x0: number; x1: number; y0: number; y1: number; right: boolean; bottom: boolean }[] =
        [
          { q: 'Concentrate here', x0: a.left, x1: cx, y0: a.top, y1: cy, right: false, bottom: false },
          { q: 'Keep up the good work', x0: cx, x1: a.right, y0: a.top, y1: cy, right: true, bottom: false },
          { q: 'Low priority', x0: a.left, x1: cx, y0: cy, y1: a.bottom, right: false, bottom: true },
          { q: 'Possible overkill', x0: cx, x1: a.right, y0: cy, y1: a.bottom, right: true, bottom: true },
        ];
      ctx.save();
      for (const b of boxes) {
        ctx.fillStyle = `${QUADRANT_STYLE[b.q].color}12`;
        ctx.fillRect(b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0);
      }
      ctx.lineWidth = 1;
      ctx.strokeStyle = '#5b6573';
      ctx.setLineDash([5, 4]);
      ctx.beginPath();
      ctx.moveTo(px(midpoint.Performance), a.top);
      ctx.lineTo(px(midpoint.Performance), a.bottom);
      ctx.moveTo(a.left, py(midpoint.Importance));
      ctx.lineTo(a.right, py(midpoint.Importance));
      ctx.stroke();
      if (crosshair) {
        ctx.setLineDash([]);
        ctx.lineWidth = 2;
        ctx.strokeStyle = '#1c2430';
        ctx.beginPath();
        ctx.moveTo(cx, a.top);
        ctx.lineTo(cx, a.bottom);
        ctx.moveTo(a.left, cy);
        ctx.lineTo(a.right, cy);
        ctx.stroke();
      }
      const size = a.right - a.left < 360 ? 10 : 12;
      ctx.font = `600 ${size}px system-ui, sans-serif`;
      ctx.textBaseline = 'top';
      for (const b of boxes) {
        const width = Math.max(56, b.x1 - b.x0 - 8);
        const lines = wrap(ctx, names[b.q], width);
        const lineH = size + 2;
        ctx.textAlign = b.right ? 'right' : 'left';
        ctx.fillStyle = QUADRANT_STYLE[b.q].color;
        const x = b.right ? b.x1 - 4 : b.x0 + 4;
        const top = b.bottom ? b.y1 - 4 - lines.length * lineH : b.y0 + 4;
        lines.forEach((line, i) => ctx.fillText(line, x, top + i * lineH));
      }
      ctx.restore();
    },
  };
}

/** Writes each point's number beside it, so a point can be found in the table (and the table's row on the chart). */
export function pointLabels(numberOf: (item: IpaItem) => number): Plugin<'scatter'> {
  return {
    id: 'ipaPointLabels',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      ctx.save();
      ctx.font = '600 11px system-ui, sans-serif';
      ctx.textAlign = 'left';
      ctx.textBaseline = 'bottom';
      ctx.fillStyle = '#1c2430';
      chart.data.datasets.forEach((dataset, d) => {
        const meta = chart.getDatasetMeta(d);
        if (meta.hidden) return;
        meta.data.forEach((point, i) => {
          const datum = dataset.data[i] as unknown as Datum;
          ctx.fillText(String(numberOf(datum.item)), point.x + 6, point.y - 4);
        });
      });
      ctx.restore();
    },
  };
}

/** The chart's options: both axes on the rating scale (1-5 from the read's settings), tooltips with the item's number and title. */
export function ipaChartOptions(
  language: string,
  scale: { min: number; max: number },
  t: TFunction,
  numberOf: (item: IpaItem) => number,
): ChartOptions<'scatter'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    // Tick and tooltip numbers with the language's separators.
    locale: localeOf(language),
    // Room for the numbers written beside points at the scale's ends.
    layout: { padding: { top: 14, right: 18 } },
    scales: {
      x: { min: scale.min, max: scale.max, ticks: { stepSize: 1 }, title: { display: true, text: t('ipa.xTitle') } },
      y: { min: scale.min, max: scale.max, ticks: { stepSize: 1 }, title: { display: true, text: t('ipa.yTitle') } },
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (ctx) => {
            const datum = ctx[0]?.raw as Datum | undefined;
            return datum ? `${numberOf(datum.item)}. ${datum.item.Title}` : '';
          },
          label: (ctx) => {
            const { item } = ctx.raw as Datum;
            return [
              `${ctx.dataset.label}`,
              t('ipa.tipFigures', { performance: fmt(item.MeanPerformance), importance: fmt(item.MeanImportance) }),
              t('ipa.tipGap', { gap: fmtGap(item.Gap), n: item.N }),
              `${t('ipa.tipDk', { share: pct(item.DkShare) })}${item.DkFlagged ? t('ipa.tipHigh') : ''}`,
            ];
          },
        },
      },
    },
  };
}

export function IpaChart({ name, items, quadrantOf, numberOf, crosshair, midpoint, scale, describedBy }: Props) {
  const { t, i18n } = useTranslation();
  const plotted = items.filter((i) => i.MeanPerformance !== null && i.MeanImportance !== null);
  const data: ChartData<'scatter', Datum[]> = {
    datasets: QUADRANTS.map((q) => ({
      label: quadrantName(q),
      data: plotted
        .filter((i) => quadrantOf(i) === q)
        .map((item) => ({ x: item.MeanPerformance!, y: item.MeanImportance!, item })),
      backgroundColor: QUADRANT_STYLE[q].color,
      borderColor: '#fff',
      borderWidth: 1,
      pointStyle: QUADRANT_STYLE[q].shape,
      pointRadius: 6,
      pointHoverRadius: 8,
      // Items at the scale's ends (a mean of 5) stay whole instead of being cut at the axis.
      clip: 10,
    })),
  };
  const language = i18n.language;
  const plugin = useMemo(
    () =>
      guides(
        crosshair,
        midpoint,
        Object.fromEntries(QUADRANTS.map((q) => [q, t(`ipa.quadrants.${q}`)])) as Record<Quadrant, string>,
      ),
    // The quadrant names drawn on the canvas follow the language.
    [crosshair, midpoint, t],
  );
  const options = ipaChartOptions(language, scale, t, numberOf);
  const labels = useMemo(() => pointLabels(numberOf), [numberOf]);
  return (
    <div className="chart-box ipa-chart-box">
      <Scatter
        role="img"
        aria-label={t('ipa.chartLabel', { name, count: plotted.length })}
        aria-describedby={describedBy}
        data={data}
        options={options}
        plugins={[plugin, labels]}
      />
    </div>
  );
}

/** The quadrant key with counts: shape, colour and name together. */
export function QuadrantLegend({
  items,
  quadrantOf,
}: {
  items: IpaItem[];
  quadrantOf: (item: IpaItem) => Quadrant | null;
}) {
  const { t } = useTranslation();
  return (
    <ul className="ipa-legend" aria-label={t('ipa.quadrantsLabel')}>
      {QUADRANTS.map((q) => (
        <li key={q}>
          <span className="ipa-symbol" style={{ color: QUADRANT_STYLE[q].color }} aria-hidden="true">
            {QUADRANT_STYLE[q].symbol}
          </span>
          <span>
            <strong>{quadrantName(q)}</strong> ({items.filter((i) => quadrantOf(i) === q).length})
            <span className="muted ipa-hint"> {quadrantHint(q)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

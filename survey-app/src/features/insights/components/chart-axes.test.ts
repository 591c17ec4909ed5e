import { describe, expect, it, vi } from 'vitest';
import type { Chart } from 'chart.js';
import type { IpaItem, TrendPoint } from '@portal/contracts';
import { t } from '../../../lib/i18n';
import { benchmarkChartOptions } from './benchmark-tab';
import { inputsChartOptions } from './inputs-tab';
import { ipaChartOptions, pointLabels } from './ipa-chart';
import { itemNumbers } from './ipa-sections';
import { trendChartOptions } from './trend-chart';

const point: TrendPoint = {
  InquiryId: 1,
  Performance: 3,
  Importance: 4,
  N: 5,
  NPerformance: 5,
  NImportance: 5,
  Ci95: { Performance: null, Importance: null },
};
const item = (Key: string, Title: string) => ({ Key, Title }) as IpaItem;

describe('rating charts are drawn on the scale 1-5, never from 0', () => {
  it('sets the value axes of the inputs, benchmark, trend and importance-performance charts to 1-5', () => {
    const axes = {
      inputs: inputsChartOptions.scales!.x,
      benchmark: benchmarkChartOptions('en').scales!.x,
      trend: trendChartOptions('en', [point, point], ['A', 'B']).scales!.y,
      ipaPerformance: ipaChartOptions('en', { min: 1, max: 5 }, t, () => 1).scales!.x,
      ipaImportance: ipaChartOptions('en', { min: 1, max: 5 }, t, () => 1).scales!.y,
    };
    for (const [chart, axis] of Object.entries(axes))
      expect({ chart, min: axis?.min, max: axis?.max }).toEqual({ chart, min: 1, max: 5 });
  });
});

describe('importance-performance points are labelled', () => {
  it("numbers the items in the inquiry's order, the same number in every chart and table", () => {
    const items = [item('d:1', 'Shared values'), item('c:4', 'Documented processes'), item('d:5', 'Improvement')];
    const numberOf = itemNumbers(items);
    expect(items.map(numberOf)).toEqual([1, 2, 3]);
    // An area's chart keeps the inquiry's numbers.
    expect(items.slice(1).map(numberOf)).toEqual([2, 3]);
  });

  it('writes each visible point’s number beside it, and names it with number and title in the tooltip', () => {
    const items = [item('d:1', 'Shared values'), item('d:2', 'Openness'), item('d:3', 'Hidden one')];
    const numberOf = itemNumbers(items);
    const fillText = vi.fn();
    const ctx = { save: vi.fn(), restore: vi.fn(), fillText } as unknown as CanvasRenderingContext2D;
    const chart = {
      ctx,
      data: {
        datasets: [
          {
            data: [
              { x: 3, y: 4, item: items[0] },
              { x: 2, y: 2, item: items[1] },
            ],
          },
          { data: [{ x: 4, y: 4, item: items[2] }] },
        ],
      },
      getDatasetMeta: (d: number) =>
        d === 0
          ? {
              hidden: false,
              data: [
                { x: 100, y: 50 },
                { x: 40, y: 200 },
              ],
            }
          : { hidden: true, data: [{ x: 150, y: 50 }] },
    } as unknown as Chart<'scatter'>;
    const plugin = pointLabels(numberOf);
    (plugin.afterDatasetsDraw as (c: Chart<'scatter'>) => void)(chart);
    expect(fillText.mock.calls).toEqual([
      ['1', 106, 46],
      ['2', 46, 196],
    ]);
    const title = ipaChartOptions('en', { min: 1, max: 5 }, t, numberOf).plugins!.tooltip!.callbacks!.title as (
      ctx: { raw: unknown }[],
    ) => string;
    expect(title([{ raw: { x: 2, y: 2, item: items[1] } }])).toBe('2. Openness');
  });
});

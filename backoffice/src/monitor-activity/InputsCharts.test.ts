import { describe, expect, it } from 'vitest';
import { inputsChartOptions } from './InputsCharts';

describe('inputs calculation charts', () => {
  it('draw the average rating and value on the scale 1-5, not from 0, and the difference on its own −4…+4 axis', () => {
    const { x, x2 } = inputsChartOptions.scales as Record<string, { min?: number; max?: number }>;
    expect({ min: x.min, max: x.max }).toEqual({ min: 1, max: 5 });
    expect({ min: x2.min, max: x2.max }).toEqual({ min: -4, max: 4 });
  });
});

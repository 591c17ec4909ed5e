import { describe, expect, it } from 'vitest';
import { contrastRatio, DESIGN_TOKENS } from '@portal/contracts';
import {
  bandOf,
  bandRanges,
  cellOf,
  DIFFERENCE_CUTS,
  HEATMAP_SHADES,
  HIDDEN_SHADE,
  hiddenReasonOf,
  SCORE_CUTS,
  shownFigure,
} from './heatmap-colors';

describe('heatmap colouring', () => {
  it('puts a score in one of five bands, a cut point belonging to the band above', () => {
    expect([1, 2.44, 2.5, 2.94, 3, 3.44, 3.5, 3.94, 4, 5].map((v) => bandOf(v, SCORE_CUTS))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });

  it('bands the figure the cell shows: 2.996 reads 3.00 and is coloured as 3.00; 2.994 reads 2.99', () => {
    expect(bandOf(2.996, SCORE_CUTS)).toBe(2);
    expect(cellOf('score', 2.996, null)).toEqual({ value: 3, band: 2 });
    expect(bandOf(2.994, SCORE_CUTS)).toBe(1);
    expect(cellOf('score', 2.994, null)).toEqual({ value: 2.99, band: 1 });
    // Shown with two decimals, as every other read shows the same mean (2.96 is not printed as 3.0).
    expect(cellOf('score', 2.96, null)).toEqual({ value: 2.96, band: 1 });
  });

  it('colours by difference to Overall in difference mode, with the signed difference as the figure', () => {
    expect(cellOf('difference', 3.1, 3.9)).toEqual({ value: -0.8, band: 0 });
    expect(cellOf('difference', 3.6, 3.9)).toEqual({ value: -0.3, band: 1 });
    expect(cellOf('difference', 3.9, 3.9)).toEqual({ value: 0, band: 2 });
    expect(cellOf('difference', 4.15, 3.9)).toEqual({ value: 0.25, band: 3 });
    expect(cellOf('difference', 4.5, 3.9)).toEqual({ value: 0.6, band: 4 });
  });

  it('rounds halves away from zero on both sides, as the shown number does', () => {
    expect(shownFigure(0.125)).toBe(0.13);
    expect(shownFigure(-0.125)).toBe(-0.13);
    expect(cellOf('difference', 3.65, 3.9)).toEqual({ value: -0.25, band: 1 });
    // The difference of the printed figures: 3.004 and 2.996 both read 3.00, so they differ by 0.00 (not −0).
    expect(Object.is(cellOf('difference', 2.996, 3.004).value, 0)).toBe(true);
    expect(cellOf('difference', 3.204, 3.004)).toEqual({ value: 0.2, band: 3 });
  });

  it('gives the same group a different band in each mode', () => {
    expect(cellOf('score', 4.1, 4.6)).toEqual({ value: 4.1, band: 4 });
    expect(cellOf('difference', 4.1, 4.6).band).toBe(1);
  });

  it('leaves a cell without a figure unshaded (no valid rating, or no Overall to compare with)', () => {
    expect(cellOf('score', null, 3)).toEqual({ value: null, band: null });
    expect(cellOf('difference', 3, null)).toEqual({ value: null, band: null });
  });

  it('describes every band for the legend, open at both ends', () => {
    expect(bandRanges('difference')).toEqual([
      { band: 0, from: null, to: DIFFERENCE_CUTS[0] },
      { band: 1, from: -0.5, to: -0.2 },
      { band: 2, from: -0.2, to: 0.2 },
      { band: 3, from: 0.2, to: 0.5 },
      { band: 4, from: 0.5, to: null },
    ]);
  });

  // Muted text (a cell without a figure) is drawn on white only, never on a shade.
  it('keeps the cell text at 4.5:1 or more on every shade (WCAG AA)', () => {
    for (const shade of [...HEATMAP_SHADES, HIDDEN_SHADE]) {
      expect(contrastRatio(DESIGN_TOKENS.color.text, shade), shade).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('why a group is hidden', () => {
  const hidden = (N: number | null, HiddenReason: 'BelowFloor' | 'Complementary' | null = null) => ({
    Value: 'x',
    NoValue: false,
    N,
    Hidden: true,
    HiddenReason,
    HiddenMessage: null,
    Areas: [],
    Questions: [],
  });

  it("takes the API's reason when it gives one", () => {
    expect(hiddenReasonOf(hidden(2, 'Complementary'), 5)).toBe('Complementary');
  });

  it('otherwise reads it from N: below the floor, or hidden so that another cannot be worked out', () => {
    expect(hiddenReasonOf(hidden(3), 5)).toBe('BelowFloor');
    expect(hiddenReasonOf(hidden(null), 5)).toBe('BelowFloor');
    expect(hiddenReasonOf(hidden(6), 5)).toBe('Complementary');
  });
});

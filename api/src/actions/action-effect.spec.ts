import { actionVerdict, itemVerdict } from './action-effect';

describe('action verdicts', () => {
  it('reads an item from the significance and sign of its performance change', () => {
    expect(itemVerdict(null)).toBe('NoFigures');
    expect(itemVerdict({ Performance: null, PerformanceSignificant: false })).toBe('NoFigures');
    expect(itemVerdict({ Performance: 0.9, PerformanceSignificant: false })).toBe('NoClearChange');
    expect(itemVerdict({ Performance: 0.4, PerformanceSignificant: true })).toBe('Improved');
    expect(itemVerdict({ Performance: -0.4, PerformanceSignificant: true })).toBe('Worse');
  });

  it('reads an action from its items: mixed results are no clear change', () => {
    expect(actionVerdict([])).toBe('NoFigures');
    expect(actionVerdict(['NoFigures', 'NoFigures'])).toBe('NoFigures');
    expect(actionVerdict(['Improved', 'NoClearChange', 'NoFigures'])).toBe('Improved');
    expect(actionVerdict(['Worse', 'NoClearChange'])).toBe('Worse');
    expect(actionVerdict(['Improved', 'Worse'])).toBe('NoClearChange');
    expect(actionVerdict(['NoClearChange'])).toBe('NoClearChange');
  });
});

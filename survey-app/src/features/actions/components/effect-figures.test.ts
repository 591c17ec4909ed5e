import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { EFFECTS } from '../test/fixtures';
import { changeText, pointText } from './effect-figures';

const improved = EFFECTS.Actions[0].Items[0];

describe('an action’s figures in words', () => {
  it('writes a round’s mean with its 95% interval and N, and the change with its p, in the reader’s number format', () => {
    expect(pointText(t, 'en', improved.Before)).toBe('2.50 (95% CI 1.90–3.10, N 6)');
    expect(changeText(t, 'en', improved)).toBe('+1.21 (p = 0.012)');
    expect(changeText(t, 'fr', improved)).toContain('+1,21 (p = 0,012)');
    const worse = { ...improved, Change: { ...improved.Change!, Performance: -0.7, PerformanceP: 0.0004 } };
    expect(changeText(t, 'en', worse)).toBe('−0.70 (p < 0.001)');
  });

  it('says when a round shows no figure, and draws no change without both', () => {
    const none = { ...improved.Before, Performance: null, Ci95: { Performance: null, Importance: null } };
    expect(pointText(t, 'en', none)).toBe('no figure');
    expect(changeText(t, 'en', { ...improved, Change: null })).toBe('–');
  });
});

import { describe, expect, it } from 'vitest';
import { contrastRatio, cssCustomProperties, DESIGN_TOKENS, luminance, TEXT_PAIRS } from './design-tokens';

describe('design tokens', () => {
  it('computes WCAG contrast: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f4e79', '#1f4e79')).toBe(1);
    // MUI's own warning orange on white, known to fail AA for small text.
    expect(contrastRatio('#ed6c02', '#ffffff')).toBeLessThan(4.5);
    expect(() => luminance('red')).toThrow();
  });

  it.each(TEXT_PAIRS.map(([text, bg]) => [text, bg, DESIGN_TOKENS.color[text], DESIGN_TOKENS.color[bg]]))(
    'text %s on %s (%s on %s) reaches 4.5:1',
    (_t, _b, fg, bg) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('pairs every text colour the apps draw text with', () => {
    const texts = new Set(TEXT_PAIRS.map(([t]) => t));
    for (const name of [
      'text',
      'muted',
      'link',
      'primary',
      'onPrimary',
      'onPrimaryMuted',
      'error',
      'success',
      'info',
      'warning',
    ] as const) {
      expect(texts.has(name)).toBe(true);
    }
  });

  it('gives the survey app the same values as CSS custom properties', () => {
    const props = cssCustomProperties();
    expect(props['--c-primary']).toBe(DESIGN_TOKENS.color.primary);
    expect(props['--c-primary-dark']).toBe(DESIGN_TOKENS.color.primaryDark);
    expect(props['--c-bg']).toBe(DESIGN_TOKENS.color.bg);
    expect(props['--radius']).toBe(`${DESIGN_TOKENS.radius}px`);
    expect(props['--font-size-h1']).toBe('1.5rem');
    expect(props['--space-md']).toBe('16px');
    expect(props['--header-bar-h']).toBe('56px');
    for (const [name, value] of Object.entries(props)) {
      expect(name).toMatch(/^--[a-z0-9-]+$/);
      expect(value).not.toBe('');
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { DESIGN_TOKENS } from '@portal/contracts';
import { applyDesignTokens } from './design-tokens';

describe('applyDesignTokens', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('puts the backoffice theme’s colours, radius and type scale on :root', () => {
    applyDesignTokens();
    const style = getComputedStyle(document.documentElement);
    expect(style.getPropertyValue('--c-primary')).toBe(DESIGN_TOKENS.color.primary);
    expect(style.getPropertyValue('--c-text')).toBe(DESIGN_TOKENS.color.text);
    expect(style.getPropertyValue('--c-on-primary-muted')).toBe(DESIGN_TOKENS.color.onPrimaryMuted);
    expect(style.getPropertyValue('--radius')).toBe(`${DESIGN_TOKENS.radius}px`);
    expect(style.getPropertyValue('--font-size-h2')).toBe(`${DESIGN_TOKENS.font.size.h2}rem`);
  });
});

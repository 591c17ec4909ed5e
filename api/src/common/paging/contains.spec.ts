import { containsPattern, containsSql } from './contains';

describe('containsPattern', () => {
  it('lower-cases and wraps the text, taking % _ and ! literally', () => {
    expect(containsPattern('North')).toBe('%north%');
    expect(containsPattern('  50%_off! ')).toBe('%50!%!_off!!%');
  });

  it('is no filter for a blank or missing search', () => {
    expect(containsPattern(undefined)).toBeNull();
    expect(containsPattern('   ')).toBeNull();
  });

  it('writes one placeholder per column', () => {
    expect(containsSql(['name', 'industry'])).toBe(
      "(LOWER(name) LIKE ? ESCAPE '!' OR LOWER(industry) LIKE ? ESCAPE '!')",
    );
  });
});

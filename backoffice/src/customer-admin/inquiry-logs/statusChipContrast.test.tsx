import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Chip } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { theme } from '../../layout/theme';
import { STATUS_COLOUR } from './InquiryLogList';

/** WCAG 2 relative luminance of an #rrggbb or rgb(r, g, b) colour. */
function luminance(colour: string): number {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  const parts = (hex ? hex.slice(1).map((h) => parseInt(h, 16)) : rgb?.slice(1).map(Number)) ?? [];
  if (parts.length !== 3) throw new Error(`Not a colour: ${colour}`);
  const [r, g, b] = parts.map((v) => v / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('status chip contrast', () => {
  it('measures what it should: MUI’s default info blue is under 4.5:1 on white', () => {
    expect(contrast('#0288d1', '#ffffff')).toBeLessThan(4.5);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it.each(Object.entries(STATUS_COLOUR))(
    'the %s chip’s text reaches 4.5:1 on a white and on a hovered row',
    (status, colour) => {
      render(
        <ThemeProvider theme={createTheme(theme)}>
          <Chip size="small" variant="outlined" label={status} color={colour} />
        </ThemeProvider>,
      );
      const text = getComputedStyle(screen.getByText(status).closest('.MuiChip-root') as HTMLElement).color;
      for (const background of ['#ffffff', '#f5f5f5']) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

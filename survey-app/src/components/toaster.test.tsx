import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { clearToasts, toast } from '../lib/toast';
import { NARROW_QUERY, Toaster } from './toaster';

function atWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === NARROW_QUERY && width <= 600,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('toaster', () => {
  it('shows three identical "Invalid code" answers as one toast', () => {
    atWidth(1280);
    render(<Toaster />);
    act(() => {
      for (let i = 0; i < 3; i++) toast.error('Invalid code', ['The code is invalid or has expired.']);
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('on a desktop shows the kept toasts, under the header', () => {
    atWidth(1280);
    const { container } = render(<Toaster />);
    act(() => {
      toast.error('One');
      toast.success('Two');
    });
    expect(container.querySelector('.toaster')!.classList.contains('toaster-narrow')).toBe(false);
    expect(container.querySelectorAll('.toast')).toHaveLength(2);
  });

  it('at 390 px shows only the newest, in the top band clear of the form', () => {
    atWidth(390);
    const { container } = render(<Toaster />);
    act(() => {
      toast.error('One');
      toast.error('Two');
    });
    expect(container.querySelector('.toaster-narrow')).toBeTruthy();
    expect([...container.querySelectorAll('.toast-title')].map((e) => e.textContent)).toEqual(['Two']);
  });

  it('the narrow toaster is pinned to the top of the viewport and stays inside it', () => {
    const css = readFileSync(resolve(__dirname, '../styles/global.css'), 'utf8');
    const rule = /\.toaster-narrow \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/top: max\(0\.5rem, env\(safe-area-inset-top\)\)/);
    expect(rule).toMatch(/left: 0\.5rem/);
    expect(rule).toMatch(/right: 0\.5rem/);
    expect(rule).toMatch(/width: auto/);
    expect(css).toMatch(/\.toaster-narrow \.toast \{[^}]*max-height: 40vh/);
  });
});

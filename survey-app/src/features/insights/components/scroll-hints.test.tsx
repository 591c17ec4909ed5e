import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsightTabBar } from './insight-tab-bar';
import { scrollHints } from './scroll-hints';

describe('scrollHints', () => {
  it('says which sides hide tabs', () => {
    expect(scrollHints({ scrollLeft: 0, clientWidth: 390, scrollWidth: 390 })).toEqual({ start: false, end: false });
    expect(scrollHints({ scrollLeft: 0, clientWidth: 390, scrollWidth: 700 })).toEqual({ start: false, end: true });
    expect(scrollHints({ scrollLeft: 150, clientWidth: 390, scrollWidth: 700 })).toEqual({ start: true, end: true });
    expect(scrollHints({ scrollLeft: 310, clientWidth: 390, scrollWidth: 700 })).toEqual({ start: true, end: false });
    // Sub-pixel rounding at the end is not more content.
    expect(scrollHints({ scrollLeft: 309.5, clientWidth: 390, scrollWidth: 700 })).toEqual({ start: true, end: false });
  });
});

describe('InsightTabBar', () => {
  it('shows the end hint when the tabs overflow, and the start hint once scrolled', () => {
    const { container } = render(
      <InsightTabBar label="Insights" activeKey="overview">
        <a href="#a">Overview</a>
      </InsightTabBar>,
    );
    const nav = container.querySelector('nav')!;
    const wrap = container.querySelector('.insight-tabs-wrap')!;
    expect(wrap.className).toBe('insight-tabs-wrap');
    Object.defineProperties(nav, {
      clientWidth: { value: 390 },
      scrollWidth: { value: 800 },
      scrollLeft: { value: 0, writable: true },
    });
    act(() => void nav.dispatchEvent(new Event('scroll')));
    expect(wrap.className).toContain('more-end');
    expect(wrap.className).not.toContain('more-start');
    nav.scrollLeft = 200;
    act(() => void nav.dispatchEvent(new Event('scroll')));
    expect(wrap.className).toContain('more-start');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});

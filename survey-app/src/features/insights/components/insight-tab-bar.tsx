import { useRef, type ReactNode } from 'react';
import { useScrollHints } from './scroll-hints';

/**
 * The insights' tab row. On a narrow screen it scrolls sideways; a fade with an arrow on each side that hides tabs
 * says there are more (the arrows are decoration: the tabs stay links in the reading order).
 */
export function InsightTabBar({
  label,
  activeKey,
  children,
}: {
  label: string;
  activeKey: string;
  children: ReactNode;
}) {
  const nav = useRef<HTMLElement>(null);
  const hints = useScrollHints(nav, activeKey);
  return (
    <div className={`insight-tabs-wrap${hints.start ? ' more-start' : ''}${hints.end ? ' more-end' : ''}`}>
      <nav ref={nav} className="insight-tabs" aria-label={label}>
        {children}
      </nav>
      <span className="insight-tabs-hint insight-tabs-hint-start" aria-hidden="true">
        ‹
      </span>
      <span className="insight-tabs-hint insight-tabs-hint-end" aria-hidden="true">
        ›
      </span>
    </div>
  );
}

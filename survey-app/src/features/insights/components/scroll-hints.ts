import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollHints {
  /** Content hidden to the left (the row was scrolled). */
  start: boolean;
  /** Content hidden to the right (more tabs to scroll to). */
  end: boolean;
}

/** Which sides of a horizontally scrolling row hide content; a pixel of rounding is not "more". */
export function scrollHints({
  scrollLeft,
  clientWidth,
  scrollWidth,
}: Pick<HTMLElement, 'scrollLeft' | 'clientWidth' | 'scrollWidth'>): ScrollHints {
  const left = Math.abs(scrollLeft);
  return { start: left > 1, end: left + clientWidth < scrollWidth - 1 };
}

/** The hints of a scrolling row, kept current on scroll and resize; the active item is brought into view. */
export function useScrollHints(ref: RefObject<HTMLElement | null>, activeKey: string): ScrollHints {
  const [hints, setHints] = useState<ScrollHints>({ start: false, end: false });
  const update = useCallback(() => {
    if (ref.current) setHints(scrollHints(ref.current));
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref, update]);

  // The open tab is never hidden off the edge (Roadmap opened from a link at 390 px).
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"], .active');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    update();
  }, [ref, activeKey, update]);

  return hints;
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Holds a navigation away from a form with unsaved changes until the user chooses (spec §4): in-app
 * navigations through the router's blocker, full page loads (backoffice pages) through `requestLeave`,
 * closing the tab through the browser's own prompt.
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const bypass = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      if (bypass.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  /** Runs `action` now when nothing is unsaved, otherwise after the user confirms. */
  const requestLeave = useCallback((action: () => void) => {
    if (!dirtyRef.current) action();
    else setPending(() => action);
  }, []);

  /** Leaves without asking again (after a save or the user's Leave). */
  const leave = useCallback(
    (action?: () => void) => {
      bypass.current = true;
      if (blocker.state === 'blocked') blocker.proceed();
      else (action ?? pending ?? (() => undefined))();
      setPending(null);
      // A navigation that did not unmount the page (same route) must not switch the guard off for good.
      setTimeout(() => (bypass.current = false), 0);
    },
    [blocker, pending],
  );

  const stay = useCallback(() => {
    if (blocker.state === 'blocked') blocker.reset();
    setPending(null);
  }, [blocker]);

  return { prompting: blocker.state === 'blocked' || pending !== null, requestLeave, leave, stay };
}

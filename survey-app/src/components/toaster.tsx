import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { dismissToast, subscribeToasts, type Toast } from '../lib/toast';

/** Phone widths: the layout's own breakpoint for one-column pages. */
export const NARROW_QUERY = '(max-width: 600px)';

/**
 * Which toasts are on screen. On a phone only the newest: it sits in the top band (over the header, the auth
 * pages' brand row) where it covers neither a field nor the form's buttons, which a pile of them would reach.
 */
export function visibleToasts(toasts: Toast[], narrow: boolean): Toast[] {
  return narrow ? toasts.slice(-1) : toasts;
}

const matchesNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(matchesNarrow);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** Renders the toast store; errors are announced assertively, the rest politely. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const narrow = useNarrow();
  const { t: translate } = useTranslation();
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <div className={narrow ? 'toaster toaster-narrow' : 'toaster'}>
      {visibleToasts(toasts, narrow).map((t) => (
        <div
          // A message shown again is announced again.
          key={`${t.id}-${t.repeats}`}
          className={`toast toast-${t.kind}`}
          role={t.kind === 'error' ? 'alert' : 'status'}
          aria-live={t.kind === 'error' ? 'assertive' : 'polite'}
        >
          <div className="toast-body">
            <strong className="toast-title">{t.title}</strong>
            {t.lines.map((line, i) => (
              <span key={i} className="toast-line">
                {line}
              </span>
            ))}
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label={translate('common.dismiss')}
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

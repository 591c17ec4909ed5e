import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { dismissToast, subscribeToasts, type Toast } from '../lib/toast';

/** Renders the toast store; errors are announced assertively, the rest politely. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const { t: translate } = useTranslation();
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <div className="toaster">
      {toasts.map((t) => (
        <div
          key={t.id}
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

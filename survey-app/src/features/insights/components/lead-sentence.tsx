import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The one plain sentence a chart or table opens with: what it shows and what stands out. */
export function LeadSentence({ children }: { children: string | null }) {
  if (!children) return null;
  return <p className="lead-sentence">{children}</p>;
}

/**
 * The method behind a chart or table, closed by default: its summary is a native disclosure button (keyboard and
 * screen readers announce it as one and its state), and it holds paragraphs only, so no heading level is skipped.
 */
export function HowCalculated({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <details className="how-calculated">
      <summary>{t('insights.howCalculated')}</summary>
      <div className="how-calculated-body">{children}</div>
    </details>
  );
}

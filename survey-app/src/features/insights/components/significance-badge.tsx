import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TrendChange } from '@portal/contracts';
import { signed } from './trend-format';

/** The change between the last two rounds: a worded badge (and a symbol), never colour alone. */
export function SignificanceBadge({ change }: { change: TrendChange | null }) {
  const { t, i18n } = useTranslation();
  if (!change) return <p className="muted">{t('insights.trends.noChange')}</p>;
  return (
    <div className="trend-change">
      <span className={`sig-badge ${change.Significant ? 'significant' : 'not-significant'}`}>
        <span aria-hidden="true">{change.Significant ? '★' : '○'}</span>
        {t(change.Significant ? 'insights.trends.significant' : 'insights.trends.notSignificant')}
      </span>
      <span>
        {t('insights.trends.change', {
          performance: signed(i18n.language, change.Performance),
          importance: signed(i18n.language, change.Importance),
        })}
      </span>
    </div>
  );
}

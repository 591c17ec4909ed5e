import { formatNumber } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { bandRanges, type HeatmapMode } from './heatmap-colors';
import type { HiddenReason } from './heatmap-colors';
import { REASON_MARK } from './heatmap-table';

/** What each shade means in words (so the colour is never the only carrier), and why a group can be hidden. */
/** shownHidden: hidden groups come with their figures (the super admin), marked ⊘ rather than hatched. */
/** withheld: some cell rests on too few answers and reads "Not enough answers"; the legend says what that means. */
export function HeatmapLegend({
  mode,
  minRespondents,
  reasons,
  shownHidden = false,
  withheld = false,
}: {
  mode: HeatmapMode;
  minRespondents: number;
  reasons: HiddenReason[];
  shownHidden?: boolean;
  withheld?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const signed = mode === 'difference';
  const n = (value: number) =>
    (signed && value > 0 ? '+' : '') + formatNumber(value, i18n.language, 1).replace('-', '−');
  const label = (from: number | null, to: number | null) => {
    if (from === null) return t('heatmap.bandBelow', { to: n(to!) });
    if (to === null) return t('heatmap.bandFrom', { from: n(from) });
    return t('heatmap.bandBetween', { from: n(from), to: n(to) });
  };
  return (
    <div className="hm-legend">
      <p className="hm-legend-title">{t(signed ? 'heatmap.legendDifference' : 'heatmap.legendScore')}</p>
      <ul aria-label={t('insights.legend')}>
        {bandRanges(mode).map(({ band, from, to }) => (
          <li key={band}>
            <span className={`hm-swatch hm-b${band}`} aria-hidden="true" />
            {label(from, to)}
          </li>
        ))}
        {shownHidden ? (
          <li>
            <span aria-hidden="true">⊘</span>
            {t('heatmap.hiddenFromCustomerLegend')}
          </li>
        ) : (
          <li>
            <span className="hm-swatch hm-hidden" aria-hidden="true" />
            {t('heatmap.hidden')}
          </li>
        )}
        {withheld && (
          <li>
            <em>{t('groups.withheld')}</em>: {t('groups.withheldHint', { min: minRespondents })}
          </li>
        )}
      </ul>
      {reasons.length > 0 && (
        <ul className="hm-note" aria-label={t('heatmap.hiddenWhy')}>
          {reasons.map((reason) => (
            <li key={reason}>
              <sup aria-hidden="true">{REASON_MARK[reason]}</sup>{' '}
              {t(`heatmap.hidden${reason}`, { min: minRespondents })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

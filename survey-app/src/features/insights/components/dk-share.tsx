import { useTranslation } from '../../../lib/i18n/use-translation';
import { pct } from './ipa-format';

interface Props {
  share: number | null;
  flagged: boolean;
  threshold: number;
  /** "long" spells out Don't know (headings); "short" fits a table cell. */
  variant?: 'long' | 'short';
}

/** The Don't know share beside an average; above the threshold it carries a warning icon and words, not colour alone. */
export function DkShare({ share, flagged, threshold, variant = 'short' }: Props) {
  const { t } = useTranslation();
  const label = variant === 'long' ? t('ipa.dontKnowShare', { share: pct(share) }) : pct(share);
  return (
    <span className={`dk${flagged ? ' dk-flagged' : ''}`}>
      <span>{label}</span>
      {flagged && (
        <span className="dk-flag" title={t('ipa.dkFlagTitle', { share: pct(threshold) })}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
            <path d="M8 1 15 14H1z" fill="currentColor" />
            <path d="M8 5.5v4.2M8 11.4v1.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span>{t('ipa.dkFlag', { share: pct(threshold) })}</span>
        </span>
      )}
    </span>
  );
}

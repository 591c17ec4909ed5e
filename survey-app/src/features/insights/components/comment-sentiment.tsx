import { formatNumber, sentimentBand } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

const MARK = { positive: '▲', neutral: '●', negative: '▼', unscored: '○' } as const;

/** A sentiment as a mark, a word and (when scored) its score: the colour of its chip is never the only sign. */
export function CommentSentiment({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation();
  const band = sentimentBand(value);
  return (
    <span className={`cm-sentiment cm-${band}`}>
      <span aria-hidden="true">{MARK[band]}</span> {t(`comments.sentiment.${band}`)}
      {value !== null && <span className="cm-score"> {formatNumber(value, i18n.language, 2)}</span>}
    </span>
  );
}

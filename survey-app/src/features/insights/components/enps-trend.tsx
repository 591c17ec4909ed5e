import type { TrendDto } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { enpsText } from './enps-format';

/** eNPS per round of the series, in words (the trend read's own figures); nothing when no round asks it. */
export function EnpsTrend({ data }: { data: TrendDto }) {
  const { t, i18n } = useTranslation();
  if (!data.Rounds.some((r) => r.Enps)) return null;
  const language = i18n.language;
  return (
    <section className="card trend-area" aria-labelledby="trend-enps">
      <h2 id="trend-enps">{t('enps.trendTitle')}</h2>
      <dl className="trend-figures rounds">
        {data.Rounds.map((r, i) => {
          const e = r.Enps;
          const shown = e && e.Score !== null && e.Low !== null && e.High !== null;
          return (
            <div key={r.InquiryId} style={{ display: 'contents' }}>
              <dt>{`${i + 1}. ${r.Description}`}</dt>
              <dd className={shown ? undefined : 'muted'}>
                {shown
                  ? t('enps.trendRow', {
                      score: enpsText(language, e.Score!),
                      low: enpsText(language, e.Low!),
                      high: enpsText(language, e.High!),
                      n: e.N,
                    })
                  : t('enps.trendNone')}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="muted">{t('enps.method')}</p>
    </section>
  );
}

import type { EnpsDto, EnpsFigureDto } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { enpsParts, enpsText } from './enps-format';
import './enps.css';

/**
 * The eNPS of the inquiry on the overview: per eNPS question its score, 95% interval and N, and the split of
 * detractors, passives and promoters as one bar with each part's count and share in words (the bar is decoration:
 * the words carry it). Nothing when the inquiry asks no eNPS question.
 */
export function EnpsCard({ enps }: { enps: EnpsDto | undefined }) {
  const { t } = useTranslation();
  if (!enps?.Questions.length) return null;
  return (
    <section aria-labelledby="enps-title" className="enps-card card">
      <h2 id="enps-title">{t('enps.title')}</h2>
      {enps.Questions.map((q) => (
        <EnpsFigure key={`${q.IsCustomQuestion ? 'c' : 'd'}${q.Id}`} figure={q} min={enps.MinRespondents} />
      ))}
      <p className="muted enps-method">{t('enps.method')}</p>
    </section>
  );
}

function EnpsFigure({ figure: q, min }: { figure: EnpsFigureDto; min: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <div className="enps-figure">
      <p className="enps-question">{q.Title}</p>
      {q.Score === null || q.Low === null || q.High === null ? (
        <p className="enps-withheld">{t('enps.withheld', { min })}</p>
      ) : (
        <>
          <p className="enps-score">
            <strong>{enpsText(language, q.Score)}</strong>{' '}
            <span>{t('enps.interval', { low: enpsText(language, q.Low), high: enpsText(language, q.High) })}</span>
            <span>· {t('enps.n', { n: q.N })}</span>
          </p>
          <div className="enps-bar" aria-hidden="true">
            {enpsParts(q).map((p) =>
              p.count ? <span key={p.key} className={`enps-${p.key}`} style={{ flexGrow: p.count }} /> : null,
            )}
          </div>
          <ul className="enps-parts" aria-label={t('enps.split')}>
            {enpsParts(q).map((p) => (
              <li key={p.key}>
                <span className={`enps-swatch enps-${p.key}`} aria-hidden="true" />
                {t('enps.part', { label: t(`enps.${p.key}`), count: p.count, percent: p.percent })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

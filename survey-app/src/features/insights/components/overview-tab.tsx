import { Link, useNavigate } from 'react-router-dom';
import { RESULT_AREAS } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { useAreaColors } from '../api/get-area-colors';
import { useImportancePerformance } from '../api/get-importance-performance';
import { useInquiry } from '../api/get-inquiry';
import { useTrend } from '../api/get-trend';
import { useEnps } from '../api/get-enps';
import { EnpsCard } from './enps-card';
import { colorMeanings, colorOf, meaningOf } from './area-colors';
import { QueryView } from './query-view';
import type { Segment } from '../api/segment';
import { segmentSearch } from './use-segment';
import { areaFigures, areaTrend, participationRate, TREND_ARROWS } from './overview-figures';
import { signed } from './trend-format';
import { fmt, pct } from './ipa-format';
import { HowCalculated, LeadSentence } from './lead-sentence';
import { areasLead } from './lead-sentences/areas-lead';
import { useWords } from './lead-sentences/use-words';

export function OverviewTab({
  inquiryId,
  base,
  segment = null,
}: {
  inquiryId: string;
  base: string;
  segment?: Segment | null;
}) {
  const navigate = useNavigate();
  const colors = useAreaColors(inquiryId, segment);
  const inquiry = useInquiry(inquiryId).data;
  const ipa = useImportancePerformance(inquiryId, segment).data;
  // The series' change per area, of the filtered group when there is one.
  const trend = useTrend(inquiryId, segment).data;
  // eNPS is a figure of the whole inquiry: not shown while a group is selected.
  const enps = useEnps(inquiryId, !segment).data;
  const { t, i18n } = useTranslation();
  const words = useWords();
  const rate = inquiry ? participationRate(inquiry.CompletedForms, inquiry.Participants) : null;
  return (
    <QueryView query={colors}>
      {(data) => (
        <>
          <section aria-labelledby="areas-title">
            <h2 id="areas-title">{t('insights.areasTitle')}</h2>
            {inquiry && (
              <p className="participation">
                {t('insights.participation', {
                  rate: rate === null ? '—' : pct(rate),
                  completed: inquiry.CompletedForms,
                  total: inquiry.Participants,
                })}
              </p>
            )}
            <LeadSentence>{areasLead(ipa, words)}</LeadSentence>
            <ul className="area-tiles">
              {RESULT_AREAS.map((area) => {
                const color = colorOf(data, area);
                const figures = areaFigures(ipa, area);
                const arrow = areaTrend(trend, area);
                return (
                  <li key={area}>
                    <button
                      type="button"
                      className={`area-tile tile-${color ?? 'none'}`}
                      onClick={() => navigate(`${base}/inputs${segmentSearch(segment)}`, { state: { area } })}
                    >
                      <span className="area-tile-name">{t(`areas.${area}`)}</span>
                      <span className="area-tile-meaning">{meaningOf(color)}</span>
                      {figures && (
                        <span className="area-tile-figures">
                          <span>{t('insights.tilePerformance', { value: fmt(figures.performance) })}</span>
                          <span>{t('insights.tileImportance', { value: fmt(figures.importance) })}</span>
                          <span>{t('insights.tileN', { n: figures.n })}</span>
                        </span>
                      )}
                      {arrow && (
                        <span className={`area-tile-trend trend-${arrow.direction}`}>
                          <span aria-hidden="true">{TREND_ARROWS[arrow.direction]}</span>{' '}
                          {t('insights.tileTrend', { change: signed(i18n.language, arrow.change) })}
                          {' · '}
                          {t(arrow.significant ? 'insights.trends.significant' : 'insights.trends.notSignificant')}
                        </span>
                      )}
                      {/* The area's benchmark takes its place here, under the trend. */}
                      <span className="sr-only">{t('insights.openInputs', { area: t(`areas.${area}`) })}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <HowCalculated>
              {ipa?.Areas.length ? <p>{t('insights.tileFiguresNote')}</p> : null}
              <p>{t('insights.notes.areaMean')}</p>
              <p>
                {t('insights.notes.areaColours', {
                  green: t('insights.colors.green'),
                  blue: t('insights.colors.blue'),
                  yellow: t('insights.colors.yellow'),
                  red: t('insights.colors.red'),
                })}
              </p>
              {trend?.Enough && <p>{t('insights.notes.trendArrow')}</p>}
            </HowCalculated>
            <ul className="legend" aria-label={t('insights.legend')}>
              {colorMeanings().map((m) => (
                <li key={m.color}>
                  <span className={`swatch tile-${m.color}`} aria-hidden="true" />
                  {m.label}
                </li>
              ))}
            </ul>
          </section>
          {!segment && <EnpsCard enps={enps} />}
          <section aria-labelledby="more-title" className="overview-links">
            <h2 id="more-title">{t('insights.moreTitle')}</h2>
            <ul>
              <li>
                <Link className="card overview-link" to={`${base}/overview/participants`}>
                  <strong>{t('insights.pages.participants')}</strong>
                  <span className="muted">{t('insights.participantsHint')}</span>
                  {inquiry && (
                    <span className="muted">
                      {t('insights.participantsCompleted', {
                        completed: inquiry.CompletedForms,
                        total: inquiry.Participants,
                      })}
                    </span>
                  )}
                </Link>
              </li>
              <li>
                <Link className="card overview-link" to={`${base}/overview/documents`}>
                  <strong>{t('insights.pages.documents')}</strong>
                  <span className="muted">{t('insights.toolsHint')}</span>
                </Link>
              </li>
              <li>
                <Link className="card overview-link" to={`${base}/overview/advance-insights`}>
                  <strong>{t('insights.pages.advance-insights')}</strong>
                  <span className="muted">{t('insights.advanceHint')}</span>
                </Link>
              </li>
            </ul>
          </section>
        </>
      )}
    </QueryView>
  );
}

import { FIGURE_DIGITS, formatNumber } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { HowCalculated, LeadSentence } from '../../insights/components/lead-sentence';
import type { TeamGroupDto } from '../api/get-team-insights';
import { areaScores, extremes } from './team-lead';

/** The whole team's four areas as cards (score 1-5 and N), opened by one plain sentence. */
export function TeamOverview({ team, minRespondents }: { team: TeamGroupDto; minRespondents: number }) {
  const { t, i18n } = useTranslation();
  const fmt = (value: number) => formatNumber(value, i18n.language, FIGURE_DIGITS);
  const scores = areaScores(team);
  const ends = extremes(scores);
  const lead = ends
    ? t('team.overview.lead', {
        n: team.N,
        high: t(`areas.${ends.high.area}`),
        highScore: fmt(ends.high.performance!),
        low: t(`areas.${ends.low.area}`),
        lowScore: fmt(ends.low.performance!),
      })
    : t('team.overview.leadFew', { n: team.N });
  return (
    <section aria-labelledby="team-overview-title">
      <h2 id="team-overview-title">{t('team.overview.title')}</h2>
      <LeadSentence>{lead}</LeadSentence>
      <ul className="team-areas">
        {scores.map((score) => (
          <li key={score.area} className="card team-area">
            <h3>{t(`areas.${score.area}`)}</h3>
            {score.performance !== null ? (
              <p className="team-area-score">
                <span className="team-area-figure">{fmt(score.performance)}</span>
                <span className="muted"> {t('team.outOfFive')}</span>
              </p>
            ) : (
              <p className="team-area-score muted">{score.withheld ? t('groups.withheld') : t('heatmap.noFigure')}</p>
            )}
            <p className="muted">{t('heatmap.n', { n: team.N })}</p>
          </li>
        ))}
      </ul>
      <HowCalculated>
        <p>{t('team.notes.scale')}</p>
        <p>{t('insights.notes.areaMean')}</p>
        <p>{t('team.notes.floor', { min: minRespondents })}</p>
      </HowCalculated>
    </section>
  );
}

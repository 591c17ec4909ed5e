import { FIGURE_DIGITS, formatNumber, RESULT_AREAS } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { HowCalculated, LeadSentence } from '../../insights/components/lead-sentence';
import type { TeamGroupDto } from '../api/get-team-insights';

/** Every question the whole team answered, by area, with its score (1-5) or why it has none. */
export function TeamItems({ team, minRespondents }: { team: TeamGroupDto; minRespondents: number }) {
  const { t, i18n } = useTranslation();
  const scored = team.Questions.filter((q) => q.Performance !== null);
  const lowest = [...scored].sort((a, b) => a.Performance! - b.Performance!)[0];
  return (
    <section aria-labelledby="team-items-title">
      <h2 id="team-items-title">{t('team.items.title')}</h2>
      <LeadSentence>
        {lowest
          ? t('team.items.lead', {
              title: lowest.Title,
              score: formatNumber(lowest.Performance!, i18n.language, FIGURE_DIGITS),
            })
          : t('team.items.leadNone')}
      </LeadSentence>
      {RESULT_AREAS.map((area) => {
        const questions = team.Questions.filter((q) => q.Area === area);
        if (questions.length === 0) return null;
        return (
          <div key={area} className="card team-items-area">
            <h3>{t(`areas.${area}`)}</h3>
            <ul className="team-items">
              {questions.map((q) => (
                <li key={`${q.IsCustomQuestion ? 'c' : 'q'}${q.Id}`}>
                  <span className="team-item-title">{q.Title}</span>
                  <span className="team-item-score">
                    {q.Performance !== null
                      ? formatNumber(q.Performance, i18n.language, FIGURE_DIGITS)
                      : q.Withheld
                        ? t('groups.withheld')
                        : t('heatmap.noFigure')}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <HowCalculated>
        <p>{t('team.notes.scale')}</p>
        <p>{t('team.notes.withheld', { min: minRespondents })}</p>
      </HowCalculated>
    </section>
  );
}

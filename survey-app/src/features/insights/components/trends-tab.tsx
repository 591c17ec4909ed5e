import { memo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TrendDto, TrendPoint, TrendQuestion } from '@portal/contracts';
import { useTrend } from '../api/get-trend';
import type { Segment } from '../api/segment';
import { QueryView } from './query-view';
import { SignificanceBadge } from './significance-badge';
import { TrendChart } from './trend-chart';
import { meanText } from './trend-format';
import { HowCalculated, LeadSentence } from './lead-sentence';
import { trendAreaLead, trendsLead } from './lead-sentences/trends-lead';
import { useWords } from './lead-sentences/use-words';
import { EnpsTrend } from './enps-trend';
import './trends.css';

/** Trends across the rounds of the inquiry's series (docs/features/rounds-and-benchmarks.md): per area a chart with 95% intervals, per question on expand. */
export default memo(function TrendsTab({ inquiryId, segment = null }: { inquiryId: string; segment?: Segment | null }) {
  const trend = useTrend(inquiryId, segment);
  return <QueryView query={trend}>{(data) => <TrendView data={data} />}</QueryView>;
});

function TrendView({ data }: { data: TrendDto }) {
  const { t } = useTranslation();
  const words = useWords();
  const roundLabels = data.Rounds.map((_, i) => String(i + 1));
  return (
    <div className="trends">
      <section className="card trend-area" aria-labelledby="trend-rounds">
        <h2 id="trend-rounds">{t('insights.trends.rounds')}</h2>
        <LeadSentence>{trendsLead(data, words)}</LeadSentence>
        <ol className="trend-rounds">
          {data.Rounds.map((r) => (
            <li key={r.InquiryId}>
              <strong>{r.Description}</strong>
              {' · '}
              <span className={r.HasFigures ? undefined : 'muted'}>
                {r.HasFigures ? t('insights.trends.forms', { n: r.N ?? 0 }) : t('insights.trends.noFigures')}
              </span>
            </li>
          ))}
        </ol>
        {!data.Enough && (
          <p role="status" className="trend-not-enough">
            {t('insights.trends.notEnough', { min: data.MinRespondents, count: data.RoundsWithFigures })}
          </p>
        )}
      </section>
      <EnpsTrend data={data} />
      {data.Enough &&
        data.Areas.map((area) => {
          const areaName = t(`areas.${area.Area}`);
          return (
            <section key={area.Area} className="card trend-area" aria-labelledby={`trend-${area.Area}`}>
              <h2 id={`trend-${area.Area}`}>{areaName}</h2>
              <LeadSentence>{trendAreaLead(data, area, words)}</LeadSentence>
              <SignificanceBadge change={area.Change} />
              <TrendChart
                label={t('insights.trends.chartLabel', { area: areaName })}
                points={area.Points}
                roundLabels={roundLabels}
              />
              <PointList points={area.Points} rounds={data.Rounds.map((r) => r.Description)} />
              <TrendMethod />
              <details className="trend-questions">
                <summary>{t('insights.trends.showQuestions', { area: areaName })}</summary>
                <ul className="trend-points">
                  {data.Questions.filter((q) => q.Area === area.Area).map((q) => (
                    <QuestionTrend key={q.Id} question={q} rounds={data.Rounds.map((r) => r.Description)} />
                  ))}
                </ul>
              </details>
            </section>
          );
        })}
    </div>
  );
}

/** What the points, bars and badges of a trend chart mean. */
function TrendMethod() {
  const { t } = useTranslation();
  return (
    <HowCalculated>
      <p>{t('insights.trends.intro')}</p>
      <p>{t('insights.trends.method')}</p>
      <p>{t('insights.notes.clearChange', { significant: t('insights.trends.significant') })}</p>
      <p>{t('insights.notes.interval')}</p>
    </HowCalculated>
  );
}

function QuestionTrend({ question, rounds }: { question: TrendQuestion; rounds: string[] }) {
  return (
    <li>
      <h3>{question.Title}</h3>
      <SignificanceBadge change={question.Change} />
      <PointList points={question.Points} rounds={rounds} />
    </li>
  );
}

/** Each round's figures in words: what the chart draws, readable without it. */
function PointList({ points, rounds }: { points: TrendPoint[]; rounds: string[] }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="trend-figures rounds">
      {points.map((p, i) => (
        <div key={p.InquiryId} style={{ display: 'contents' }}>
          <dt>{`${i + 1}. ${rounds[i] ?? ''}`}</dt>
          <dd>
            {t('insights.trends.performance')}:{' '}
            {meanText(t, i18n.language, p.Performance, p.Ci95.Performance, p.NPerformance)}
            <br />
            {t('insights.trends.importance')}:{' '}
            {meanText(t, i18n.language, p.Importance, p.Ci95.Importance, p.NImportance)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

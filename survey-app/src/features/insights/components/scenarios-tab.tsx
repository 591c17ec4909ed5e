import { useId } from 'react';
import type { RecommendationResultDto } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRecommendations } from '../api/get-recommendations';
import { QueryView } from './query-view';
import { HowCalculated, LeadSentence } from './lead-sentence';
import { focusLevel, scenariosLead } from './lead-sentences/scenarios-lead';
import { useWords } from './lead-sentences/use-words';

type Recommendation = RecommendationResultDto['data'][number];

export function ScenariosTab({ inquiryId }: { inquiryId: string }) {
  const recommendations = useRecommendations(inquiryId);
  const { t } = useTranslation();
  const words = useWords();
  return (
    <QueryView query={recommendations}>
      {(data) =>
        !data.data.length ? (
          <p className="empty">{t('common.noData')}</p>
        ) : (
          <>
            <LeadSentence>{scenariosLead(data.data, words)}</LeadSentence>
            <HowCalculated>
              <p>{t('insights.notes.scenarios')}</p>
            </HowCalculated>
            <ol className="scenario-list">
              {data.data.map((r, i) => (
                <Scenario key={i} recommendation={r} />
              ))}
            </ol>
          </>
        )
      }
    </QueryView>
  );
}

/** Level of focus 0-5 drawn as a read-only slider (spec §2). */
function Scenario({ recommendation }: { recommendation: Recommendation }) {
  const id = useId();
  const { t } = useTranslation();
  const level = focusLevel(recommendation);
  return (
    <li className="card scenario">
      <p className="scenario-text">{recommendation.RecommendationDetails}</p>
      <div className="focus">
        <label htmlFor={id} className="field-label">
          {t('insights.levelOfFocus')}
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={5}
          step={1}
          value={level}
          readOnly
          disabled
          aria-valuetext={t('insights.levelValue', { level })}
        />
        <span className="focus-value" aria-hidden="true">
          {level}/5
        </span>
      </div>
    </li>
  );
}

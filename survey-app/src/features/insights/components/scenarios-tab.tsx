import { useId } from 'react';
import type { RecommendationResultDto } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRecommendations } from '../api/get-recommendations';
import { QueryView } from './query-view';

type Recommendation = RecommendationResultDto['data'][number];

export function ScenariosTab({ inquiryId }: { inquiryId: string }) {
  const recommendations = useRecommendations(inquiryId);
  const { t } = useTranslation();
  return (
    <QueryView query={recommendations}>
      {(data) =>
        !data.data.length ? (
          <p className="empty">{t('common.noData')}</p>
        ) : (
          <ol className="scenario-list">
            {data.data.map((r, i) => (
              <Scenario key={i} recommendation={r} />
            ))}
          </ol>
        )
      }
    </QueryView>
  );
}

/** Level of focus 0-5 drawn as a read-only slider (spec §2). */
function Scenario({ recommendation }: { recommendation: Recommendation }) {
  const id = useId();
  const { t } = useTranslation();
  const level = Math.max(0, Math.min(5, recommendation.LevelOfFocus));
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

import type { RecommendationResultDto } from '@portal/contracts';
import type { Words } from './words';

type Recommendation = RecommendationResultDto['data'][number];

/** The level of focus as the slider shows it: a whole step from 0 to 5. */
export const focusLevel = (r: Recommendation) => Math.max(0, Math.min(5, r.LevelOfFocus));

/** The scenarios in one sentence: how many carry the highest level of focus, and what that level is. */
export function scenariosLead(recommendations: Recommendation[], { t }: Words): string | null {
  if (recommendations.length === 0) return null;
  const levels = recommendations.map(focusLevel);
  const level = Math.max(...levels);
  const count = levels.filter((l) => l === level).length;
  const total = recommendations.length;
  if (total === 1) return t('insights.lead.scenariosOne', { level });
  if (count === total) return t('insights.lead.scenariosSame', { level, total });
  return t('insights.lead.scenarios', { level, count, total });
}

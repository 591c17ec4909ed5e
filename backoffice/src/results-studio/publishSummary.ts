import { RESULT_AREAS } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';
import type { DraftContent } from './studioMethods';

/** What the customer receives, line by line, from the draft Publish will send. */
export function publishSummary(draft: DraftContent): string[] {
  const perArea = RESULT_AREAS.map(
    (area) => `${tr(`portal.resultsStudio.areaName.${area}`)} ${draft.Findings.filter((f) => f.Area === area).length}`,
  ).join(', ');
  const colours = RESULT_AREAS.filter((area) => !draft.AreaColors.some((c) => c.Area === area)).length;
  return [
    tr('portal.resultsStudio.summaryFindings', { count: draft.Findings.length, perArea }),
    tr('portal.resultsStudio.summaryScenarios', { count: draft.AdvanceInsights.length }),
    tr('portal.resultsStudio.summaryRecommendations', { count: draft.Recommendations.length }),
    tr('portal.resultsStudio.summaryRoadmap', { count: draft.Roadmap.length }),
    tr('portal.resultsStudio.summaryColours', { set: 4 - colours, derived: colours }),
    tr(draft.Inputs === null ? 'portal.resultsStudio.summaryInputsComputed' : 'portal.resultsStudio.summaryInputsSet'),
  ];
}

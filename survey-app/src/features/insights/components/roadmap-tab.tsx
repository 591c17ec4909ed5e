import type { RoadmapItem } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { useRoadmap } from '../api/get-roadmap';
import { QueryView } from './query-view';
import { ActOnThisSlot } from '../../../components/feature-slots';

const STEPS = [1, 2, 3] as const;

export function RoadmapTab({ inquiryId }: { inquiryId: string }) {
  const roadmap = useRoadmap(inquiryId);
  const { t } = useTranslation();
  return (
    <QueryView query={roadmap}>
      {(data) => {
        const row: RoadmapItem | undefined = data.data[0];
        if (!row) return <p className="empty">{t('common.noData')}</p>;
        return (
          <ol className="roadmap">
            {STEPS.map((n) => {
              const detail = row[`Step${n}_RoadmapDetail`];
              return (
                <li key={n} className={`card roadmap-step step-${n}`}>
                  <span className="roadmap-badge">{t('insights.step', { n })}</span>
                  <h2>{row[`Step${n}_RoadmapTitle`]}</h2>
                  <p className="roadmap-brief">{row[`Step${n}_BriefDescription`]}</p>
                  <ActOnThisSlot
                    target={{
                      origin: 'RoadmapStep',
                      title: t('actions.act.roadmapTitle', { n, title: row[`Step${n}_RoadmapTitle`] }),
                    }}
                  />
                  <ul className="text-list">
                    {detail
                      .split(/\r?\n/)
                      .map((line) => line.trim())
                      .filter(Boolean)
                      .map((line, i) => (
                        <li key={i}>{line}</li>
                      ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        );
      }}
    </QueryView>
  );
}

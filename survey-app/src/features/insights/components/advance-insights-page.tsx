import { Link } from 'react-router-dom';
import { INSIGHT_AREAS, insightsApi } from '../api/insights-api';
import { ResourceView } from './resource-view';
import { useResource } from './use-resource';

export function AdvanceInsightsPage({ inquiryId, base }: { inquiryId: string; base: string }) {
  const insights = useResource(() => insightsApi.advanceInsights(inquiryId), inquiryId);
  return (
    <>
      <Link to={`${base}/overview`} className="btn btn-ghost sub-back">
        <span aria-hidden="true">←</span> Back to Overview
      </Link>
      <ResourceView resource={insights}>
        {(data) =>
          INSIGHT_AREAS.every((a) => !data[`${a}Array`]?.length) ? (
            <p className="empty">No Data Available Currently</p>
          ) : (
            <div className="area-columns">
              {INSIGHT_AREAS.map((area) => (
                <section key={area} className="card" aria-labelledby={`advance-${area}`}>
                  <h2 id={`advance-${area}`}>{area}</h2>
                  {data[`${area}Array`]?.length ? (
                    <ul className="text-list">
                      {data[`${area}Array`]!.map((item, i) => (
                        <li key={i}>{item.AdvanceInsights}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">No insights for this area.</p>
                  )}
                </section>
              ))}
            </div>
          )
        }
      </ResourceView>
    </>
  );
}

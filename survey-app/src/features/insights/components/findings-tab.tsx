import { INSIGHT_AREAS, insightsApi } from '../api/insights-api';
import { ResourceView } from './resource-view';
import { useResource } from './use-resource';

export function FindingsTab({ inquiryId }: { inquiryId: string }) {
  const findings = useResource(() => insightsApi.findings(inquiryId), inquiryId);
  return (
    <ResourceView resource={findings}>
      {(data) =>
        INSIGHT_AREAS.every((a) => !data[`${a}Array`]?.length) ? (
          <p className="empty">No Data Available Currently</p>
        ) : (
          <div className="area-columns">
            {INSIGHT_AREAS.map((area) => (
              <section key={area} className="card" aria-labelledby={`findings-${area}`}>
                <h2 id={`findings-${area}`}>{area}</h2>
                {data[`${area}Array`]?.length ? (
                  <ul className="text-list">
                    {data[`${area}Array`]!.map((f, i) => (
                      <li key={i}>{f.FindingsDesc}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">No findings for this area.</p>
                )}
              </section>
            ))}
          </div>
        )
      }
    </ResourceView>
  );
}

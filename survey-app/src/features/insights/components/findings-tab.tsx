import { areaArrayKey, NO_DATA, RESULT_AREAS } from '@portal/contracts';
import { useFindings } from '../api/get-findings';
import { QueryView } from './query-view';

export function FindingsTab({ inquiryId }: { inquiryId: string }) {
  const findings = useFindings(inquiryId);
  return (
    <QueryView query={findings}>
      {(data) =>
        RESULT_AREAS.every((a) => !data[areaArrayKey(a)].length) ? (
          <p className="empty">{NO_DATA}</p>
        ) : (
          <div className="area-columns">
            {RESULT_AREAS.map((area) => (
              <section key={area} className="card" aria-labelledby={`findings-${area}`}>
                <h2 id={`findings-${area}`}>{area}</h2>
                {data[areaArrayKey(area)].length ? (
                  <ul className="text-list">
                    {data[areaArrayKey(area)].map((f, i) => (
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
    </QueryView>
  );
}

import { Link, useNavigate } from 'react-router-dom';
import { RESULT_AREAS } from '@portal/contracts';
import { useAreaColors } from '../api/get-area-colors';
import { colorOf, COLOR_MEANING, meaningOf } from './area-colors';
import { QueryView } from './query-view';

export function OverviewTab({ inquiryId, base }: { inquiryId: string; base: string }) {
  const navigate = useNavigate();
  const colors = useAreaColors(inquiryId);
  return (
    <QueryView query={colors}>
      {(data) => (
        <>
          <section aria-labelledby="areas-title">
            <h2 id="areas-title">Areas</h2>
            <ul className="area-tiles">
              {RESULT_AREAS.map((area) => {
                const color = colorOf(data, area);
                return (
                  <li key={area}>
                    <button
                      type="button"
                      className={`area-tile tile-${color ?? 'none'}`}
                      onClick={() => navigate(`${base}/inputs`, { state: { area } })}
                    >
                      <span className="area-tile-name">{area}</span>
                      <span className="area-tile-meaning">{meaningOf(color)}</span>
                      <span className="sr-only">, open the inputs of {area}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <ul className="legend" aria-label="Legend">
              {COLOR_MEANING.map((m) => (
                <li key={m.color}>
                  <span className={`swatch tile-${m.color}`} aria-hidden="true" />
                  {m.label}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="more-title" className="overview-links">
            <h2 id="more-title">More about this inquiry</h2>
            <ul>
              <li>
                <Link className="card overview-link" to={`${base}/overview/participants`}>
                  <strong>Participants</strong>
                  <span className="muted">Who answered the survey</span>
                </Link>
              </li>
              <li>
                <Link className="card overview-link" to={`${base}/overview/documents`}>
                  <strong>Tools</strong>
                  <span className="muted">Documents to download</span>
                </Link>
              </li>
              <li>
                <Link className="card overview-link" to={`${base}/overview/advance-insights`}>
                  <strong>Advance Insights</strong>
                  <span className="muted">Deeper insights per area</span>
                </Link>
              </li>
            </ul>
          </section>
        </>
      )}
    </QueryView>
  );
}

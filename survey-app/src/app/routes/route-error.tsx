import { useNavigate, useRouteError } from 'react-router-dom';

/** Shown when a page chunk fails to load (offline, new deploy) or a page throws. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  console.error(error);
  return (
    <main id="main" className="not-found">
      <h1>Something went wrong</h1>
      <p>The page could not be displayed. Check your connection and try again.</p>
      <div className="button-row">
        <button type="button" className="btn btn-ghost" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </main>
  );
}

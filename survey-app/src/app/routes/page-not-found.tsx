import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@portal/contracts';

export default function PageNotFound() {
  const navigate = useNavigate();
  // Opened directly there is nothing to go back to inside the app: start again from the root redirect.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <section className="card auth-card not-found-card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page 404 not found</h1>
      <p>The page you are looking for does not exist or you do not have access to it.</p>
      <div className="button-row">
        <button type="button" className="btn btn-ghost" onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>
          Go Back
        </button>
        <button type="button" className="btn btn-primary" onClick={() => navigate(LOGIN_PATH)}>
          Go to Login
        </button>
      </div>
    </section>
  );
}

import { useNavigate } from 'react-router-dom';

export default function PageNotFound() {
  const navigate = useNavigate();
  return (
    <main id="main" className="not-found">
      <h1>Page 404 not found</h1>
      <p>The page you are looking for does not exist or you do not have access to it.</p>
      <div className="button-row">
        <button type="button" className="btn btn-ghost" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <button type="button" className="btn btn-primary" onClick={() => navigate('/auth/login')}>
          Go to Login
        </button>
      </div>
    </main>
  );
}

import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LOGIN_PATH, roleHome } from '@portal/contracts';
import { goTo } from '../../components/app-link';
import { getRole, sessionState } from '../../lib/session';

export default function PageNotFound() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  // Opened directly there is nothing to go back to inside the app: start again from the root redirect.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  // The login page ends the session it finds, so a signed-in user is offered their home instead.
  const role = getRole();
  const home = sessionState() === 'valid' && role ? roleHome(role) : null;
  return (
    <section className="card auth-card not-found-card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className="button-row">
        <button type="button" className="btn btn-ghost" onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>
          {t('common.goBack')}
        </button>
        {home ? (
          <button type="button" className="btn btn-primary" onClick={() => goTo(navigate, home)}>
            {t('notFound.goHome')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => navigate(LOGIN_PATH)}>
            {t('notFound.goToLogin')}
          </button>
        )}
      </div>
    </section>
  );
}

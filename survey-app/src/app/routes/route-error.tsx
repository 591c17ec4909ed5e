import { useNavigate, useRouteError } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';

/** Shown when a page chunk fails to load (offline, new deploy) or a page throws. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  console.error(error);
  return (
    <main id="main" className="not-found">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <div className="button-row">
        <button type="button" className="btn btn-ghost" onClick={() => navigate(-1)}>
          {t('common.goBack')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </main>
  );
}

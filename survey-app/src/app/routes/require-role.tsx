import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LOGIN_PATH, NOT_FOUND_PATH, roleHome, type Role } from '@portal/contracts';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AppHeader } from '../../components/app-header';
import { useSaveLanguage } from '../../features/profile/api/save-language';
import { checkAccess } from './session-guard';

const RECHECK_MS = 30_000;

/** Guards one role group, re-checks the session on every navigation and every 30 s, and draws the shell. */
export default function RequireRole({ role }: { role: Role }) {
  const location = useLocation();
  const { t } = useTranslation();
  const saveLanguage = useSaveLanguage(role);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  // Recomputed per render: the location or the timer tick changes it.
  void tick;
  const outcome = checkAccess(role, location.pathname);

  useEffect(() => {
    if (outcome.kind === 'first-login') window.location.replace(roleHome('CustomerAdmin'));
  }, [outcome.kind]);

  if (outcome.kind === 'login') return <Navigate to={LOGIN_PATH} replace />;
  if (outcome.kind === 'not-found') return <Navigate to={NOT_FOUND_PATH} replace />;
  if (outcome.kind === 'first-login') return null;
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <AppHeader role={outcome.role} onLanguageChosen={saveLanguage} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

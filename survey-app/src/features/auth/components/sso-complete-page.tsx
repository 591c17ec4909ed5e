import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@portal/contracts';
import { clearSession } from '../../../lib/session';
import { exchangeSsoCode } from '../api/sso';
import { completeLogin } from './complete-login';
import { SsoLinkForm } from './sso-link-form';

/**
 * Where the SSO callback sends the browser: the one-time code is in the fragment (never sent to a
 * server or a log). It is removed from the address at once and exchanged by POST for the session.
 * A `#link=` fragment instead is the link step: the sign-in matched an account its owner must prove.
 */
export default function SsoCompletePage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const started = useRef(false);
  // Read once, before the effect removes the fragment from the address.
  const [fragment] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const linkToken = fragment.get('link');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    clearSession();
    if (linkToken) return;
    exchangeSsoCode(fragment.get('code') ?? '')
      .then((response) => completeLogin(navigate, response))
      // The API client has shown the server's message; the login page starts over.
      .catch(() => navigate(LOGIN_PATH, { replace: true }));
  }, [navigate, fragment, linkToken]);

  if (linkToken) return <SsoLinkForm token={linkToken} />;
  return (
    <section className="card auth-card" aria-labelledby="sso-title" aria-busy="true">
      <h1 id="sso-title">{t('sso.completing')}</h1>
    </section>
  );
}

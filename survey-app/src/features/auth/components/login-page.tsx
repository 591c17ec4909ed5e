import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { SsoDiscoveryDto } from '@portal/contracts';
import { FormTextField } from '../../../components/form-text-field';
import { clearSession } from '../../../lib/session';
import { emailError, requiredError } from '../../../lib/validation';
import { useLogin } from '../api/login';
import { discoverSso } from '../api/sso';
import { completeLogin } from './complete-login';

/** The reasons the SSO callback names in ?sso_error= (api/src/sso/sso-refusal.ts). */
const SSO_ERRORS = ['expired', 'unavailable', 'failed', 'unverified', 'domain', 'account'] as const;
const DISCOVER_DELAY_MS = 350;

export default function LoginPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // An invitation whose address already has a password comes here with the address and the form to open after.
  const { control, handleSubmit } = useForm({ defaultValues: { email: params.get('email') ?? '', password: '' } });
  const email = useWatch({ control, name: 'email' }).trim();
  const [sso, setSso] = useState<SsoDiscoveryDto & { email: string }>({ Sso: false, email: '' });
  const login = useLogin();
  // Busy until the role's home has loaded: a backoffice home is a full page load.
  const busy = login.isPending || login.isSuccess;
  const rawError = params.get('sso_error');
  const ssoError = rawError === null ? null : (SSO_ERRORS.find((e) => e === rawError) ?? 'failed');

  // Opening the login page ends any stored session (spec §2).
  useEffect(() => clearSession(), []);

  // Email first: once it is an address, ask whether its domain signs in with an organisation.
  useEffect(() => {
    if (!email || emailError(email)) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      discoverSso(email, abort.signal)
        .then((answer) => setSso({ ...answer, email }))
        .catch(() => undefined);
    }, DISCOVER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [email]);

  const offer = sso.Sso && sso.email === email && sso.Url ? sso : null;

  const submit = handleSubmit(async ({ email: address, password }) => {
    try {
      await completeLogin(
        navigate,
        await login.mutateAsync({ username: address.trim(), password }),
        params.get('next'),
      );
    } catch {
      // The API client has shown the server's message.
    }
  });

  const onSubmit = (event: React.FormEvent) => {
    // An organisation that requires SSO has no password step: Enter continues with the organisation.
    if (offer?.Required) {
      event.preventDefault();
      window.location.assign(offer.Url!);
      return;
    }
    void submit(event);
  };

  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {ssoError && (
        <div className="error-box" role="alert">
          {t(`sso.errors.${ssoError}`)}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormTextField
          control={control}
          name="email"
          validate={emailError}
          label={t('common.email')}
          type="email"
          autoComplete="username"
          required
        />
        {offer && (
          <div style={{ display: 'grid', gap: '0.75rem', marginBottom: '1rem' }}>
            <p className="notice" style={{ margin: 0 }}>
              {t('sso.intro')}
            </p>
            <a
              className="btn btn-primary"
              href={offer.Url}
              style={{ width: '100%', textAlign: 'center', boxSizing: 'border-box' }}
            >
              {t('sso.continue')}
            </a>
            {!offer.Required && <p style={{ margin: 0, textAlign: 'center' }}>{t('sso.orPassword')}</p>}
          </div>
        )}
        {!offer?.Required && (
          <>
            <FormTextField
              control={control}
              name="password"
              validate={requiredError}
              label={t('common.password')}
              type="password"
              autoComplete="current-password"
              required
            />
            <button
              type="submit"
              className={offer ? 'btn btn-ghost' : 'btn btn-primary'}
              style={{ width: '100%' }}
              disabled={busy}
            >
              {busy ? t('login.busy') : t('login.submit')}
            </button>
          </>
        )}
      </form>
      <div className="auth-links">
        <Link to="/auth/forget-password">{t('login.forgot')}</Link>
        <Link to="/auth/signup">{t('login.signUp')}</Link>
      </div>
    </section>
  );
}

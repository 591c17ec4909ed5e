import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isLanguage, NOT_FOUND_PATH, normaliseRole, PROFILE_ROLES, roleHome } from '@portal/contracts';
import { goTo } from '../../../components/app-link';
import { FormTextField } from '../../../components/form-text-field';
import { clearSession, saveSession } from '../../../lib/session';
import { setLanguage, t as translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { getProfile } from '../../profile/api/get-profile';
import { emailError, requiredError } from '../../../lib/validation';
import { useLogin } from '../api/login';

export default function LoginPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm({ defaultValues: { email: '', password: '' } });
  const login = useLogin();
  // Busy until the role's home has loaded: a backoffice home is a full page load.
  const busy = login.isPending || login.isSuccess;

  // Opening the login page ends any stored session (spec §2).
  useEffect(() => clearSession(), []);

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      const response = await login.mutateAsync({ username: email.trim(), password });
      const claims = saveSession(response.token, response.FirstTimeLogin);
      const role = normaliseRole(claims?.role);
      // The language saved on the profile wins over the menu's choice on this browser.
      if (role && PROFILE_ROLES.includes(role)) {
        const profile = await getProfile(String(claims?.userid ?? ''), { silent: true }).catch(() => null);
        if (isLanguage(profile?.Language)) await setLanguage(profile.Language);
      }
      toast.success(translate('login.success'));
      // A first-login customer admin lands on the dashboard, whose profile setup dialog blocks the rest.
      goTo(navigate, role ? roleHome(role) : NOT_FOUND_PATH, true);
    } catch {
      // The API client has shown the server's message.
    }
  });

  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField control={control} name="email" validate={emailError} label={t('common.email')} type="email" autoComplete="username" required />
        <FormTextField
          control={control}
          name="password"
          validate={requiredError}
          label={t('common.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }} disabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/auth/forget-password">{t('login.forgot')}</Link>
        <Link to="/auth/signup">{t('login.signUp')}</Link>
      </div>
    </section>
  );
}

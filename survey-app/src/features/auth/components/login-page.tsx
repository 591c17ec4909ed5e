import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { NOT_FOUND_PATH, normaliseRole, roleHome } from '@portal/contracts';
import { goTo } from '../../../components/app-link';
import { FormTextField } from '../../../components/form-text-field';
import { clearSession, saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { emailError, requiredError } from '../../../lib/validation';
import { useLogin } from '../api/login';

export default function LoginPage() {
  const navigate = useNavigate();
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
      toast.success('Logged in Successfully');
      // A first-login customer admin lands on the dashboard, whose profile setup dialog blocks the rest.
      goTo(navigate, role ? roleHome(role) : NOT_FOUND_PATH, true);
    } catch {
      // The API client has shown the server's message.
    }
  });

  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField control={control} name="email" validate={emailError} label="Email" type="email" autoComplete="username" required />
        <FormTextField
          control={control}
          name="password"
          validate={requiredError}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }} disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/auth/forget-password">Forgot password?</Link>
        <Link to="/auth/signup">Sign up</Link>
      </div>
    </section>
  );
}

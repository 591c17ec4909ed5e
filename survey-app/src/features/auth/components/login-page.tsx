import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { goTo } from '../../../components/app-link';
import { focusFirstInvalid } from '../../../components/focus-first-invalid';
import { TextField } from '../../../components/text-field';
import { clearSession, normaliseRole, roleHome, saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { emailError, requiredError } from '../../../lib/validation';
import { login } from '../api/auth-api';

export default function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  // Opening the login page ends any stored session (spec §2).
  useEffect(() => clearSession(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailError(email), password: requiredError(password) };
    setErrors(next);
    if (next.email || next.password) return focusFirstInvalid();
    setBusy(true);
    try {
      const response = await login(email.trim(), password);
      const claims = saveSession(response.token, Boolean(response.FirstTimeLogin));
      const role = normaliseRole(claims?.role);
      toast.success('Logged in Successfully');
      // A first-login customer admin lands on the dashboard, whose profile setup dialog blocks the rest.
      goTo(navigate, role ? roleHome(role) : '/auth/page-not-found', true);
    } catch {
      // The API client has shown the server's message.
      setBusy(false);
    }
  };

  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <form onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} required />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
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

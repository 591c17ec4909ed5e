import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { focusFirstInvalid } from '../../../components/focus-first-invalid';
import { TextField } from '../../../components/text-field';
import { emailError } from '../../../lib/validation';
import { forgotPassword } from '../api/auth-api';
import { writeResetFlow } from './reset-flow';

export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return focusFirstInvalid();
    setBusy(true);
    try {
      const { Id } = await forgotPassword(email.trim());
      writeResetFlow({ email: email.trim(), userId: String(Id) });
      navigate('/auth/verify-token');
    } catch {
      setBusy(false);
    }
  };

  return (
    <section className="card auth-card" aria-labelledby="forget-title">
      <h1 id="forget-title">Forgot password</h1>
      <p className="muted">Enter the email address of your account. We will send you a code to reset your password.</p>
      <form onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={error} required />
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }} disabled={busy}>
          {busy ? 'Sending…' : 'Send code'}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/auth/login">Back to login</Link>
      </div>
    </section>
  );
}

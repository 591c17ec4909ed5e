import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { requiredError } from '../../../lib/validation';
import { verifyForgotPasswordToken } from '../api/auth-api';
import { readResetFlow, writeResetFlow } from './reset-flow';

export default function VerifyTokenPage() {
  const navigate = useNavigate();
  const flow = readResetFlow();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!flow) return <Navigate to="/auth/forget-password" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = requiredError(code);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await verifyForgotPasswordToken(flow.email, code.trim());
      writeResetFlow({ ...flow, token: code.trim() });
      navigate('/auth/reset-password');
    } catch {
      setBusy(false);
    }
  };

  return (
    <section className="card auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">Verify code</h1>
      <p className="muted">We sent a code to {flow.email}. It is valid for 10 minutes.</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          error={error}
          maxLength={20}
          required
        />
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }} disabled={busy}>
          {busy ? 'Verifying…' : 'Verify'}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/auth/forget-password">Send a new code</Link>
        <Link to="/auth/login">Back to login</Link>
      </div>
    </section>
  );
}

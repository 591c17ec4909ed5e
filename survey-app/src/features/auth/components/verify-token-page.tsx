import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { focusFirstInvalid } from '../../../components/focus-first-invalid';
import { TextField } from '../../../components/text-field';
import { emailError, requiredError } from '../../../lib/validation';
import { verifyForgotPasswordToken } from '../api/auth-api';
import { readResetFlow, writeResetFlow } from './reset-flow';

export default function VerifyTokenPage() {
  const navigate = useNavigate();
  const flow = readResetFlow();
  // Opened from the mail's link in another tab, the flow is unknown here: ask for the email too.
  const [email, setEmail] = useState(flow?.email ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: flow ? undefined : emailError(email), code: requiredError(code) };
    setErrors(found);
    if (found.email || found.code) return focusFirstInvalid();
    setBusy(true);
    try {
      const answer = await verifyForgotPasswordToken(email.trim(), code.trim());
      const userId = answer?.Id != null ? String(answer.Id) : flow?.userId;
      if (!userId) throw new Error('no user id');
      writeResetFlow({ email: email.trim(), userId, token: code.trim() });
      navigate('/auth/reset-password');
    } catch {
      setBusy(false);
    }
  };

  return (
    <section className="card auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">Verify code</h1>
      <p className="muted">
        {flow ? `We sent a code to ${flow.email}.` : 'Enter your email address and the code we sent you.'} It is valid for 10
        minutes.
      </p>
      <form onSubmit={submit} noValidate>
        {!flow && <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} required />}
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          error={errors.code}
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

import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { focusFirstInvalid } from '../../../components/focus-first-invalid';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../lib/toast';
import { confirmError, passwordError } from '../../../lib/validation';
import { resetPassword } from '../api/auth-api';
import { endResetFlow, readResetFlow } from './reset-flow';

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const flow = readResetFlow();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  if (!flow?.token) return <Navigate to="/auth/forget-password" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { password: passwordError(password), confirm: confirmError(password, confirm) };
    setErrors(next);
    if (next.password || next.confirm) return focusFirstInvalid();
    setBusy(true);
    try {
      await resetPassword(flow.userId, flow.email, password, flow.token!);
      endResetFlow();
      toast.success('Reset Password Successfully');
      navigate('/auth/login', { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">Reset password</h1>
      <form onSubmit={submit} noValidate>
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint="At least 8 characters with a digit, an upper-case, a lower-case and a special character."
          required
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
          required
        />
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }} disabled={busy}>
          {busy ? 'Saving…' : 'Reset Password'}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/auth/login">Back to login</Link>
      </div>
    </section>
  );
}

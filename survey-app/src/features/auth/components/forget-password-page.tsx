import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FormTextField } from '../../../components/form-text-field';
import { emailError } from '../../../lib/validation';
import { forgotPassword } from '../api/password-reset';
import { writeResetFlow } from './reset-flow';
import { LOGIN_PATH } from '@portal/contracts';

export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  const { control, handleSubmit, formState } = useForm({ defaultValues: { email: '' } });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ email }) => {
    try {
      const { Id } = await forgotPassword(email.trim());
      writeResetFlow({ email: email.trim(), userId: String(Id) });
      navigate('/auth/verify-token');
    } catch {
      // Shown by the API client.
    }
  });

  return (
    <section className="card auth-card" aria-labelledby="forget-title">
      <h1 id="forget-title">Forgot password</h1>
      <p className="muted">Enter the email address of your account. We will send you a code to reset your password.</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField control={control} name="email" validate={emailError} label="Email" type="email" autoComplete="email" required />
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }} disabled={busy}>
          {busy ? 'Sending…' : 'Send code'}
        </button>
      </form>
      <div className="auth-links">
        <Link to={LOGIN_PATH}>Back to login</Link>
      </div>
    </section>
  );
}

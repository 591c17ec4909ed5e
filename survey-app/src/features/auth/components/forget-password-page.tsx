import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router-dom';
import { FormTextField } from '../../../components/form-text-field';
import { emailError } from '../../../lib/validation';
import { forgotPassword } from '../api/password-reset';
import { writeResetFlow } from './reset-flow';
import { LOGIN_PATH } from '@portal/contracts';

export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
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
      <h1 id="forget-title">{t('forgot.title')}</h1>
      <p className="muted">{t('forgot.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={control}
          name="email"
          validate={emailError}
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
        />
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }} disabled={busy}>
          {busy ? t('forgot.busy') : t('forgot.submit')}
        </button>
      </form>
      <div className="auth-links">
        <Link to={LOGIN_PATH}>{t('common.backToLogin')}</Link>
      </div>
    </section>
  );
}

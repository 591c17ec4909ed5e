import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router-dom';
import { FormTextField } from '../../../components/form-text-field';
import { emailError, requiredError } from '../../../lib/validation';
import { verifyForgotPasswordToken } from '../api/password-reset';
import { readResetFlow, writeResetFlow } from './reset-flow';
import { LOGIN_PATH } from '@portal/contracts';

export default function VerifyTokenPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const flow = readResetFlow();
  // Opened from the mail's link in another tab, the flow is unknown here: ask for the email too.
  const { control, handleSubmit, formState } = useForm({ defaultValues: { email: flow?.email ?? '', code: '' } });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ email, code }) => {
    try {
      const { Id } = await verifyForgotPasswordToken(email.trim(), code.trim());
      writeResetFlow({ email: email.trim(), userId: String(Id), token: code.trim() });
      navigate('/auth/reset-password');
    } catch {
      // Shown by the API client.
    }
  });

  return (
    <section className="card auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify.title')}</h1>
      <p className="muted">
        {flow ? t('verify.sentTo', { email: flow.email }) : t('verify.askEmail')} {t('verify.validity')}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {!flow && (
          <FormTextField
            control={control}
            name="email"
            validate={emailError}
            label={t('common.email')}
            type="email"
            autoComplete="email"
            required
          />
        )}
        <FormTextField
          control={control}
          name="code"
          validate={requiredError}
          label={t('verify.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          required
        />
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }} disabled={busy}>
          {busy ? t('verify.busy') : t('verify.submit')}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/auth/forget-password">{t('verify.newCode')}</Link>
        <Link to={LOGIN_PATH}>{t('common.backToLogin')}</Link>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@portal/contracts';
import { FormTextField } from '../../../components/form-text-field';
import { t as translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { confirmError, passwordError } from '../../../lib/validation';
import { resetPassword } from '../api/password-reset';
import { endResetFlow, readResetFlow } from './reset-flow';

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  // Read once: the flow ends when the reset succeeds, and the page must not then redirect as if it never began.
  const [flow] = useState(readResetFlow);
  const { control, handleSubmit, formState } = useForm({ defaultValues: { password: '', confirm: '' } });
  const busy = formState.isSubmitting;

  if (!flow?.token) return <Navigate to="/auth/forget-password" replace />;
  const token = flow.token;

  const submit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword(flow.userId, flow.email, password, token);
      endResetFlow();
      toast.success(translate('reset.success'));
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      // Shown by the API client.
    }
  });

  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={control}
          name="password"
          validate={passwordError}
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('common.passwordHint')}
          required
        />
        <FormTextField
          control={control}
          name="confirm"
          validate={(confirm, values) => confirmError(values.password, confirm)}
          label={t('reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }} disabled={busy}>
          {busy ? t('common.saving') : t('reset.submit')}
        </button>
      </form>
      <div className="auth-links">
        <Link to={LOGIN_PATH}>{t('common.backToLogin')}</Link>
      </div>
    </section>
  );
}

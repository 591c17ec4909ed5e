import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormTextField } from '../../../components/form-text-field';
import { isInvitationSession, replaceToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { t as translate } from '../../../lib/i18n';
import { confirmError, passwordError } from '../../../lib/validation';
import { setInvitationPassword } from '../api/invitation';

/**
 * For someone who came in by the invitation link (no password yet): set a password to come back without the mail.
 * The answer is a full session, which replaces the link's.
 */
export function SetPasswordOffer() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const { control, handleSubmit, getValues, formState } = useForm({ defaultValues: { password: '', confirm: '' } });
  if (done || !isInvitationSession()) return null;

  const submit = handleSubmit(async ({ password, confirm }) => {
    try {
      const { token } = await setInvitationPassword({ Password: password, ConfirmPassword: confirm });
      replaceToken(token);
      toast.success(translate('invitation.passwordSet'));
      setDone(true);
    } catch {
      // The API client has shown why.
    }
  });

  return (
    <section className="card set-password-offer" aria-labelledby="set-password-title">
      <h2 id="set-password-title">{t('invitation.passwordTitle')}</h2>
      <p>{t('invitation.passwordIntro')}</p>
      <form onSubmit={submit} noValidate>
        <FormTextField
          control={control}
          name="password"
          validate={passwordError}
          label={t('invitation.password')}
          type="password"
          required
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="confirm"
          validate={(v) => confirmError(getValues('password'), v)}
          label={t('invitation.confirmPassword')}
          type="password"
          required
          autoComplete="new-password"
        />
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {t('invitation.setPassword')}
        </button>
      </form>
    </section>
  );
}

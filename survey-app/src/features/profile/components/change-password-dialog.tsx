import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormTextField } from '../../../components/form-text-field';
import { Modal } from '../../../components/modal';
import { replaceToken } from '../../../lib/session';
import { t as translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { confirmError, passwordError, requiredError } from '../../../lib/validation';
import { changePassword } from '../api/change-password';

interface Props {
  userId: string;
  onClose: () => void;
}

/** The confirmation is checked here and never sent; the dialog closes after the call whatever its outcome. */
export function ChangePasswordDialog({ userId, onClose }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState, reset } = useForm({
    defaultValues: { current: '', next: '', confirm: '' },
  });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ current, next }) => {
    try {
      const { token } = await changePassword(userId, current, next);
      // The server revoked earlier tokens; the new one keeps the session.
      replaceToken(token);
      toast.success(translate('profile.passwordChanged'));
    } catch {
      // Shown by the API client.
    }
    reset();
    onClose();
  });

  return (
    <Modal title={t('profile.changePassword')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={control}
          name="current"
          validate={requiredError}
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={control}
          name="next"
          validate={passwordError}
          label={t('profile.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('common.passwordHint')}
          required
        />
        <FormTextField
          control={control}
          name="confirm"
          validate={(confirm, values) => confirmError(values.next, confirm)}
          label={t('profile.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('common.saving') : t('profile.changePassword')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { useTranslation } from '../../../lib/i18n/use-translation';
import { Modal } from '../../../components/modal';

interface Props {
  saving: boolean;
  onSaveDraft: () => void;
  onLeave: () => void;
  onCancel: () => void;
}

export function LeavePrompt({ saving, onSaveDraft, onLeave, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('surveyForm.leaveTitle')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={onLeave} disabled={saving}>
            {t('surveyForm.leave')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onSaveDraft} disabled={saving}>
            {saving ? t('common.saving') : t('surveyForm.saveDraft')}
          </button>
        </>
      }
    >
      <p>{t('surveyForm.leaveText')}</p>
    </Modal>
  );
}

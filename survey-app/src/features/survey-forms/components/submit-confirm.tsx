import { useTranslation } from '../../../lib/i18n/use-translation';
import { Modal } from '../../../components/modal';

/** The last question before answers become final. */
export function SubmitConfirm({ onCancel, onSubmit }: { onCancel: () => void; onSubmit: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('surveyForm.confirmTitle')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onSubmit}>
            {t('common.submit')}
          </button>
        </>
      }
    >
      <p>{t('surveyForm.confirmText')}</p>
    </Modal>
  );
}

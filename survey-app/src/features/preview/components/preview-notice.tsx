import type { ChangeEvent } from 'react';
import { t as translate } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';

export const PREVIEW_NOTICE_ID = 'preview-notice';

/**
 * Says, above the form and in view, that this is a preview and nothing typed into it is saved; and, when some
 * custom questions are marked as awaiting approval, what the mark means.
 */
export function PreviewNotice({ awaitingApproval = false }: { awaitingApproval?: boolean }) {
  const { t } = useTranslation();
  return (
    <div id={PREVIEW_NOTICE_ID} className="notice intro" role="status">
      <p>
        <strong>{t('formPreview.banner')}</strong>
      </p>
      <p>{t('formPreview.hint')}</p>
      {awaitingApproval && <p>{t('formPreview.awaitingApprovalHint')}</p>}
    </div>
  );
}

/** The form's Save and Submit, shown where respondents find them and switched off. */
export function PreviewActions() {
  const { t } = useTranslation();
  return (
    <div className="form-actions button-row end">
      <button type="button" className="btn btn-ghost" disabled aria-describedby={PREVIEW_NOTICE_ID}>
        {t('surveyForm.saveDraft')}
      </button>
      <button type="button" className="btn btn-primary" disabled aria-describedby={PREVIEW_NOTICE_ID}>
        {t('common.submit')}
      </button>
    </div>
  );
}

/**
 * Keeps a picked file from reaching a Document question: attaching one checks it with the server as the
 * respondent's, which the previewer is not. Used as onChangeCapture around the questions.
 */
export function holdBackFiles(event: ChangeEvent<HTMLElement>): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
  event.stopPropagation();
  input.value = '';
  toast.info(translate('formPreview.documentOff'));
}

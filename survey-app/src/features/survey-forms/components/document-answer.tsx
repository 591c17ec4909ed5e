import { useId, useRef, useState } from 'react';
import { DOCUMENT_MAX_BYTES } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { apiText, t as translate } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { LONG_TOAST_MS, toast } from '../../../lib/toast';
import { validateDocumentName } from '../api/validate-document';
import {
  ACCEPT_ATTRIBUTE,
  attachedTwiceMessage,
  isAcceptedDocument,
  isAttachedElsewhere,
  MAX_SIZE_MB,
} from './document-checks';

interface Props {
  label: string;
  questionId: string;
  inquiryId: string;
  file: File | null;
  documentName: string | null;
  downloadLink: string | null;
  otherFiles: (File | null)[];
  disabled?: boolean;
  onFile: (file: File | null) => void;
}

export function DocumentAnswer({
  label,
  questionId,
  inquiryId,
  file,
  documentName,
  downloadLink,
  otherFiles,
  disabled,
  onFile,
}: Props) {
  const id = useId();
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);

  const pick = async (picked: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!picked) return;
    if (!isAcceptedDocument(picked)) {
      toast.error(translate('documentAnswer.wrongType'), [picked.name], LONG_TOAST_MS);
      return;
    }
    if (picked.size > DOCUMENT_MAX_BYTES) {
      toast.error(
        translate('documentAnswer.wrongType'),
        [
          translate('documentAnswer.tooLarge', {
            name: picked.name,
            size: translate('documentAnswer.megabytes', { size: MAX_SIZE_MB }),
          }),
        ],
        LONG_TOAST_MS,
      );
      return;
    }
    if (isAttachedElsewhere(picked, otherFiles)) {
      toast.error(attachedTwiceMessage(picked.name), [], LONG_TOAST_MS);
      return;
    }
    setChecking(true);
    try {
      await validateDocumentName(picked.name, Number(inquiryId), Number(questionId));
    } catch (error) {
      setChecking(false);
      const first =
        error instanceof ApiError
          ? apiText(error.errorMessage[0] ?? error.title)
          : translate('documentAnswer.checkFailed');
      if (!(error instanceof ApiError && (error.status === 0 || error.status === 401))) {
        toast.error(translate('documentAnswer.errorTitle'), [picked.name, first], LONG_TOAST_MS);
      }
      return;
    }
    setChecking(false);
    // No bar filling on a timer here: the real upload progress shows while the form is saved with the file.
    onFile(picked);
  };

  const shownName = file?.name ?? documentName;
  return (
    <div className="document-answer">
      {disabled ? (
        <span className="field-label">{label}</span>
      ) : (
        <label htmlFor={id} className="field-label">
          {label}
        </label>
      )}
      {!disabled && (
        <input
          id={id}
          ref={inputRef}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          disabled={checking}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      )}
      {!disabled && (
        <span id={`${id}-hint`} className="field-hint">
          {t('documentAnswer.hint', { size: t('documentAnswer.megabytes', { size: MAX_SIZE_MB }) })}
          {checking ? ` ${t('documentAnswer.checking')}` : ''}
        </span>
      )}
      {shownName && (
        <div className="file-chip">
          {file || !downloadLink ? (
            <span className="file-name">{shownName}</span>
          ) : (
            <a href={downloadLink} target="_blank" rel="noreferrer">
              {shownName}
            </a>
          )}
          {file && !disabled && (
            <button
              type="button"
              className="btn-link"
              onClick={() => onFile(null)}
              aria-label={t('documentAnswer.removeLabel', { name: file.name })}
            >
              {t('documentAnswer.remove')}
            </button>
          )}
        </div>
      )}
      {disabled && !shownName && <span className="muted">{t('documentAnswer.none')}</span>}
    </div>
  );
}

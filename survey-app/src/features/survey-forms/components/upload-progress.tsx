import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * The real progress of a save that carries documents (the bytes XMLHttpRequest reports sent), then a word while the
 * server stores them.
 */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const text = percent >= 100 ? t('surveyForm.uploadProcessing') : t('surveyForm.uploading', { percent });
  return (
    <div className="file-progress upload-progress">
      <progress max={100} value={percent} aria-label={t('surveyForm.uploadProgress')} aria-valuetext={text} />
      <span aria-live="polite">{text}</span>
    </div>
  );
}

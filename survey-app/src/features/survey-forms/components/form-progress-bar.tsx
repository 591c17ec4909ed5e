import { useTranslation } from '../../../lib/i18n/use-translation';
import type { AutosaveState } from './use-autosave';

interface Props {
  answered: number;
  total: number;
  /** null: the form is not saved in the background (read only). */
  saveState: AutosaveState | null;
}

/** "X of Y answered" and the background save's quiet word, kept in view while the form scrolls. */
export function FormProgressBar({ answered, total, saveState }: Props) {
  const { t } = useTranslation();
  const label = t('surveyForm.progress', { answered, total });
  return (
    <div className="form-progress">
      <span className="form-progress-count">{label}</span>
      <progress value={answered} max={Math.max(total, 1)} aria-label={label} />
      <span className={`save-state save-state-${saveState ?? 'idle'}`} aria-live="polite" role="status">
        {saveState && saveState !== 'idle' ? t(`surveyForm.autosave.${saveState}`) : ''}
      </span>
    </div>
  );
}

import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * How far a file's preparation on the server is: a moving bar until the job reports progress, then a determinate
 * one with its percentage.
 */
export function JobProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const label = t('insights.preparationProgress');
  const text = t('insights.preparedPercent', { percent });
  return (
    <div className="job-progress">
      {percent > 0 ? (
        <>
          <progress max={100} value={percent} aria-label={label} aria-valuetext={text} />
          <span>{text}</span>
        </>
      ) : (
        <progress aria-label={label} />
      )}
    </div>
  );
}

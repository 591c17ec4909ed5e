import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { exportData } from '../api/export-data';
import { JobProgress } from './job-progress';
import { useFollowedJob } from './use-followed-job';

type ExportState = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'ready'; url: string };

/**
 * Export Data without an empty tab left behind: the report is prepared first (the button says Exporting…), then the
 * button becomes a link to it that the reader opens — a click on a real link, so no pop-up blocker stops it and no
 * blank tab waits while the report is built (or stays open when it fails: the API client shows the error).
 */
export function ExportReport({ inquiryId }: { inquiryId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const link = useRef<HTMLAnchorElement>(null);
  // The state update reaches the button only after a render: a second click in between must not start a second job.
  const inFlight = useRef(false);
  const { progress, follow } = useFollowedJob();

  useEffect(() => {
    if (state.kind === 'ready') link.current?.focus();
  }, [state]);

  const prepare = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ kind: 'preparing' });
    try {
      const { DocPath } = await follow((options) => exportData(inquiryId, options));
      setState({ kind: 'ready', url: new URL(DocPath, window.location.origin).href });
    } catch {
      setState({ kind: 'idle' });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className="export-report">
      {state.kind === 'ready' ? (
        <a ref={link} className="btn btn-primary export-btn" href={state.url} target="_blank" rel="noopener noreferrer">
          {t('insights.openReport')}
        </a>
      ) : (
        <button
          type="button"
          className="btn btn-primary export-btn"
          onClick={() => void prepare()}
          disabled={state.kind === 'preparing'}
          aria-busy={state.kind === 'preparing'}
        >
          {state.kind === 'preparing' ? t('insights.exporting') : t('insights.exportData')}
        </button>
      )}
      {state.kind === 'preparing' && progress !== null && <JobProgress fraction={progress} />}
      <span role="status" className="sr-only">
        {state.kind === 'ready' ? t('insights.reportReady') : ''}
      </span>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { exportData } from '../api/export-data';

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

  useEffect(() => {
    if (state.kind === 'ready') link.current?.focus();
  }, [state]);

  const prepare = async () => {
    setState({ kind: 'preparing' });
    try {
      const { DocPath } = await exportData(inquiryId);
      setState({ kind: 'ready', url: new URL(DocPath, window.location.origin).href });
    } catch {
      setState({ kind: 'idle' });
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
        >
          {state.kind === 'preparing' ? t('insights.exporting') : t('insights.exportData')}
        </button>
      )}
      <span role="status" className="sr-only">
        {state.kind === 'ready' ? t('insights.reportReady') : ''}
      </span>
    </div>
  );
}

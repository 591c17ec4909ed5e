import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type CustomerDownload, prepareCustomerDownload } from '../api/customer-downloads';
import { JobProgress } from './job-progress';
import { type FollowedJob, useFollowedJob } from './use-followed-job';

const KINDS: CustomerDownload[] = ['Pdf', 'Figures'];
const LABELS: Record<CustomerDownload, string> = {
  Pdf: 'insights.downloadPdf',
  Figures: 'insights.downloadFigures',
};

/** Saves the prepared file through a link with `download`: no tab opens, and no pop-up blocker stands in the way. */
function save(url: string) {
  const a = document.createElement('a');
  a.href = new URL(url, window.location.origin).href;
  a.download = '';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

function DownloadButton({
  kind,
  inquiryId,
  onDone,
  follow,
}: {
  kind: CustomerDownload;
  inquiryId: string;
  onDone: () => void;
  /** Follows the preparation's job; its progress is shown under both buttons. */
  follow: FollowedJob['follow'];
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // The state update reaches the button only after a render: a second click in between must not send again.
  const inFlight = useRef(false);

  const download = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const { DocPath } = await follow((options) => prepareCustomerDownload(kind, inquiryId, options));
      save(DocPath);
      onDone();
    } catch {
      // The API client has shown the refusal (its title and lines) as a toast.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn-primary export-btn"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? t('insights.preparingDownload') : t(LABELS[kind])}
    </button>
  );
}

/** The customer admin's downloads of their results: the PDF report and the figures they see, as a workbook. */
export function CustomerDownloads({ inquiryId }: { inquiryId: string }) {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  const jobs: Record<CustomerDownload, FollowedJob> = { Pdf: useFollowedJob(), Figures: useFollowedJob() };
  return (
    <div className="export-report customer-downloads">
      {KINDS.map((kind) => (
        <DownloadButton
          key={kind}
          kind={kind}
          inquiryId={inquiryId}
          onDone={() => setStarted(true)}
          follow={jobs[kind].follow}
        />
      ))}
      {KINDS.map((kind) => {
        const fraction = jobs[kind].progress;
        return fraction === null ? null : <JobProgress key={kind} fraction={fraction} />;
      })}
      <span role="status" className="sr-only">
        {started ? t('insights.downloadStarted') : ''}
      </span>
    </div>
  );
}

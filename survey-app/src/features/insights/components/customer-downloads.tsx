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
  preparing,
  setPreparing,
  inFlightRef,
}: {
  kind: CustomerDownload;
  inquiryId: string;
  onDone: () => void;
  /** Follows the preparation's job; its progress is shown under both buttons. */
  follow: FollowedJob['follow'];
  /** The download being prepared, if any: one at a time. */
  preparing: CustomerDownload | null;
  setPreparing: (kind: CustomerDownload | null) => void;
  /** Set at once on a click: the state reaches the buttons only after a render, and a second click in between must not send. */
  inFlightRef: React.MutableRefObject<boolean>;
}) {
  const { t } = useTranslation();
  const busy = preparing === kind;

  const download = async () => {
    if (inFlightRef.current) return;
    inFlightRef.current = true;
    setPreparing(kind);
    try {
      const { DocPath } = await follow((options) => prepareCustomerDownload(kind, inquiryId, options));
      save(DocPath);
      onDone();
    } catch {
      // The API client has shown the refusal (its title and lines) as a toast.
    } finally {
      inFlightRef.current = false;
      setPreparing(null);
    }
  };

  // While one file is prepared the other button waits too: its label's change moves the buttons, and the second
  // click of a double click would otherwise land on the other one.
  return (
    <button
      type="button"
      className="btn btn-primary export-btn"
      onClick={() => void download()}
      disabled={preparing !== null}
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
  const [preparing, setPreparing] = useState<CustomerDownload | null>(null);
  const inFlightRef = useRef(false);
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
          preparing={preparing}
          setPreparing={setPreparing}
          inFlightRef={inFlightRef}
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

import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type CustomerDownload, prepareCustomerDownload } from '../api/customer-downloads';

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
}: {
  kind: CustomerDownload;
  inquiryId: string;
  onDone: () => void;
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
      const { DocPath } = await prepareCustomerDownload(kind, inquiryId);
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
  return (
    <div className="export-report customer-downloads">
      <DownloadButton kind="Pdf" inquiryId={inquiryId} onDone={() => setStarted(true)} />
      <DownloadButton kind="Figures" inquiryId={inquiryId} onDone={() => setStarted(true)} />
      <span role="status" className="sr-only">
        {started ? t('insights.downloadStarted') : ''}
      </span>
    </div>
  );
}

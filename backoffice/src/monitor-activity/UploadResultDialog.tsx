import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh, type Identifier } from 'react-admin';
import type { InquiryDto } from '@portal/contracts';
import { saveFile } from '../common/saveFile';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import { UploadProgressBar } from '../common/UploadProgressBar';
import { JobProgressBar } from '../common/JobProgressBar';
import { FilePreview } from './FilePreview';
import { isExcel } from './paths';
import { tr } from '../i18n/i18nProvider';

/** The inquiry a result workbook is uploaded for. */
export type UploadTarget = Pick<InquiryDto, 'Description' | 'Progress'> & { id: Identifier };

/**
 * Upload File: below 90 % progress the warning comes first; the workbook is validated by the server
 * (its messages shown inline) and then uploaded, which publishes the results.
 */
export const UploadResultDialog = ({ inquiry, onClose }: { inquiry: UploadTarget; onClose: () => void }) => {
  const [confirmed, setConfirmed] = useState(inquiry.Progress >= 90);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The workbook is sent twice (checked, then published), each send followed by its job on the server: the real
  // progress of the step under way, null when none is.
  const [progress, setProgress] = useState<{ label: string; fraction: number; job?: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The pending state reaches the button only after a render: a second click in between must not start a second job.
  const inFlight = useRef(false);
  // Closing the dialog stops following the jobs (the server finishes them).
  const following = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    following.current = controller;
    return () => controller.abort();
  }, []);
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const inquiryId = String(inquiry.id);
  // The server checks the workbook first (its lines shown inline); the upload publishes the results.
  const publish = useMutation({
    mutationFn: async (workbook: File) => {
      const signal = following.current?.signal;
      setProgress({ label: 'portal.ui.checkingPercent', fraction: 0 });
      await dataProvider.validateResult(workbook, {
        onUpload: (fraction) => setProgress({ label: 'portal.ui.checkingPercent', fraction }),
        onJob: (fraction) => setProgress({ label: 'portal.ui.checkingWorkbookPercent', fraction, job: true }),
        signal,
      });
      setProgress({ label: 'portal.ui.uploadingPercent', fraction: 0 });
      return dataProvider.uploadResult(inquiryId, workbook, {
        onUpload: (fraction) => setProgress({ label: 'portal.ui.uploadingPercent', fraction }),
        onJob: (fraction) => setProgress({ label: 'portal.ui.publishingPercent', fraction, job: true }),
        signal,
      });
    },
    onSettled: () => {
      inFlight.current = false;
      setProgress(null);
    },
    onSuccess: () => {
      toast.success(tr('portal.messages.uploaded'));
      refresh();
      onClose();
    },
    onError: (e) => {
      if (!following.current?.signal.aborted) setError(errorText(e));
    },
  });
  const busy = publish.isPending;

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    if (!isExcel(chosen)) {
      setFile(null);
      setError(tr('portal.messages.wrongFile'));
      return;
    }
    setFile(chosen);
  };

  const upload = () => {
    if (!file) return setError(tr('portal.messages.noFile'));
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    publish.mutate(file);
  };

  const template = async () => {
    try {
      const { blob, fileName } = await dataProvider.getResultTemplate(inquiryId);
      saveFile(blob, fileName ?? `result-template-${inquiryId}.xlsx`);
    } catch (e) {
      toast.error(errorText(e));
    }
  };

  if (!confirmed) {
    return (
      <Dialog open onClose={onClose} aria-labelledby="upload-warning-title">
        <DialogTitle id="upload-warning-title">{tr('portal.ui.uploadFile')}</DialogTitle>
        <DialogContent>
          <Typography>{tr('portal.messages.uploadWarning')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{tr('portal.ui.no')}</Button>
          <Button variant="contained" onClick={() => setConfirmed(true)}>
            {tr('portal.ui.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="upload-title">
      <DialogTitle id="upload-title">{tr('portal.ui.uploadFile')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {inquiry.Description}: upload the result workbook (Excel .xlsx).{' '}
          <Link component="button" type="button" onClick={template}>
            {tr('portal.ui.downloadTheResultTemplate')}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
            {tr('portal.ui.chooseFile')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={tr('portal.ui.resultWorkbook')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Box>
        {file && <FilePreview file={file} />}
        {busy &&
          progress &&
          (progress.job ? (
            <JobProgressBar fraction={progress.fraction} label={progress.label} />
          ) : (
            <UploadProgressBar fraction={progress.fraction} label={progress.label} />
          ))}
        {error && (
          <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line', maxHeight: 300, overflow: 'auto' }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {tr('portal.ui.cancel')}
        </Button>
        <Button variant="contained" onClick={upload} disabled={busy}>
          {tr('portal.ui.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { localeOf } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import { currentLanguage, tr } from '../i18n/i18nProvider';
import { ImportPreview } from './ImportPreview';
import {
  ACCEPT_ATTRIBUTE,
  fileSize,
  isImportFile,
  percentSent,
  previewOf,
  type ImportPreview as Preview,
} from './importPreview';
import { PEOPLE } from './paths';

export type Phase = 'idle' | 'checking' | 'checked' | 'importing';

/**
 * The upload's real progress (the share of the file sent, as XMLHttpRequest reports it; null before the first
 * report), then "checking the file" while the server reads it after the last byte.
 */
export const UploadProgress = ({ fraction, size, phase }: { fraction: number | null; size: number; phase: Phase }) => {
  const locale = localeOf(currentLanguage());
  const percent = fraction === null ? 0 : percentSent(fraction, 1);
  const uploaded = fraction !== null && fraction >= 1;
  const label =
    uploaded || fraction === null
      ? tr(phase === 'checking' ? 'portal.people.checking' : 'portal.people.importing')
      : tr('portal.people.uploading', {
          percent,
          sent: fileSize(fraction * size, locale),
          total: fileSize(size, locale),
        });
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">{label}</Typography>
      <LinearProgress
        variant={uploaded || fraction === null ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={label}
      />
    </Box>
  );
};

/**
 * The people import: choose a CSV or Excel file, check it (a dry run: nothing written), read what it will do, then
 * confirm. With any rejected row nothing is imported; the file must be corrected and checked again.
 */
export const PeopleImport = () => {
  const path = useAppPath();
  const navigate = useNavigate();
  const toast = useToast();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState('');
  const busy = phase === 'checking' || phase === 'importing';

  const choose = (chosen: File | undefined) => {
    // Another file needs its own check: the preview belongs to the file it was made from.
    setPreview(null);
    setFailure('');
    setPhase('idle');
    if (!chosen) return setFile(null);
    if (!isImportFile(chosen)) {
      setFile(null);
      setFileError(tr('portal.people.wrongType'));
      return;
    }
    setFileError('');
    setFile(chosen);
  };

  const run = async (dryRun: boolean) => {
    if (!file) {
      setFileError(tr('portal.people.noFile'));
      return;
    }
    setPhase(dryRun ? 'checking' : 'importing');
    setProgress(null);
    setFailure('');
    try {
      const result = await dataProvider.importPeople(file, dryRun, setProgress);
      if (dryRun) {
        setPreview(previewOf(result));
        setPhase('checked');
        return;
      }
      const outcome = previewOf(result);
      if (outcome.blocked === 'rejected') {
        // The file changed between the check and the import: show what the API refused, nothing was written.
        setPreview(outcome);
        setPhase('checked');
        return;
      }
      toast.success(
        tr('portal.people.imported', { created: result.Created, updated: result.Updated, unchanged: result.Unchanged }),
      );
      navigate(path(PEOPLE));
    } catch (error) {
      setFailure(errorText(error));
      setPhase(preview ? 'checked' : 'idle');
    }
  };

  return (
    <>
      <PageHeader title={tr('portal.people.importTitle')} back={path(PEOPLE)} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
          <Typography>{tr('portal.people.importHelp')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {tr('portal.people.importExample')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <input
              ref={input}
              id="people-file"
              type="file"
              accept={ACCEPT_ATTRIBUTE}
              hidden
              onChange={(event) => {
                choose(event.target.files?.[0]);
                // The same file chosen again (after fixing it on disk) must fire a change too.
                event.target.value = '';
              }}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {tr('portal.people.chooseFile')}
            </Button>
            <Typography sx={{ overflowWrap: 'anywhere' }} aria-live="polite">
              {file
                ? `${file.name} (${fileSize(file.size, localeOf(currentLanguage()))})`
                : tr('portal.people.noFileChosen')}
            </Typography>
          </Box>
          {fileError && <Alert severity="error">{fileError}</Alert>}
          {busy && file && <UploadProgress fraction={progress} size={file.size} phase={phase} />}
          {failure && (
            <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
              {failure}
            </Alert>
          )}
          {preview && phase !== 'checking' && <ImportPreview preview={preview} />}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button
              variant={preview?.canConfirm ? 'outlined' : 'contained'}
              disabled={!file || busy}
              onClick={() => void run(true)}
            >
              {tr(preview ? 'portal.people.checkAgain' : 'portal.people.check')}
            </Button>
            {preview && (
              <Button variant="contained" disabled={!preview.canConfirm || busy} onClick={() => void run(false)}>
                {tr('portal.people.confirm')}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
    </>
  );
};

import { useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { TranslationImportResultDto } from '@portal/contracts';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';

/** The API's report lines of a refused workbook ("Translations, row 4, Id: …"), else the error's text. */
function reportLines(error: unknown): string[] {
  const lines =
    error instanceof HttpError ? (error.body as { errorMessage?: unknown } | undefined)?.errorMessage : undefined;
  return Array.isArray(lines) && lines.length ? lines.map(String) : [errorText(error)];
}

/**
 * Import translations: the chosen workbook is checked first (nothing written) and its report shown;
 * Import then writes all of it, or nothing if any row is refused.
 */
export const TranslationImportDialog = ({ onClose, onImported }: { onClose: () => void; onImported: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TranslationImportResultDto | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const check = async (chosen: File) => {
    setFile(chosen);
    setChecked(null);
    setProblems([]);
    setBusy(true);
    try {
      setChecked(await dataProvider.importTranslations(chosen, true));
    } catch (e) {
      setProblems(reportLines(e));
    } finally {
      setBusy(false);
    }
  };

  const importNow = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const done = await dataProvider.importTranslations(file, false);
      toast.success(
        translate('portal.translations.imported', {
          n: done.Summary.Written,
          _: `Translations imported (${done.Summary.Written} written)`,
        }),
      );
      onImported();
      onClose();
    } catch (e) {
      setChecked(null);
      setProblems(reportLines(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="translation-import-title"
    >
      <DialogTitle id="translation-import-title">
        {translate('portal.translations.importTitle', { _: 'Import translations' })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('portal.translations.importHint', {
            _: 'Upload the exported workbook with the fr, de and es columns filled in. It is checked first; nothing is written while any row is refused.',
          })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
            {translate('portal.translations.chooseFile', { _: 'Choose File' })}
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
          <input
            ref={input}
            type="file"
            hidden
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={translate('portal.translations.workbook', { _: 'Translation workbook' })}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) void check(chosen);
            }}
          />
        </Box>
        {checked && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate('portal.translations.checked', {
              rows: checked.Summary.Rows,
              written: checked.Summary.Written,
              removed: checked.Summary.Removed,
              _: `The workbook is valid: ${checked.Summary.Rows} rows, ${checked.Summary.Written} translations to write, ${checked.Summary.Removed} to remove.`,
            })}
          </Alert>
        )}
        {problems.length > 0 && (
          <Alert severity="error" sx={{ mt: 2, maxHeight: 300, overflow: 'auto' }}>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {problems.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('portal.translations.cancel', { _: 'Cancel' })}
        </Button>
        <Button variant="contained" onClick={importNow} disabled={busy || !checked}>
          {translate('portal.translations.import', { _: 'Import' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

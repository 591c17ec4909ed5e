import { Alert, Button, Stack, Typography } from '@mui/material';
import { tr } from '../i18n/i18nProvider';
import type { SaveStatus } from './useDraftAutosave';

/** The save state, announced politely; a conflict or failure as an alert with its way out. */
export const SaveState = ({
  status,
  onReload,
  onOverwrite,
  onRetry,
}: {
  status: SaveStatus;
  onReload: () => void;
  onOverwrite: () => void;
  onRetry: () => void;
}) => {
  if (status === 'conflict')
    return (
      <Alert
        severity="warning"
        role="alert"
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button color="inherit" size="small" onClick={onReload}>
              {tr('portal.resultsStudio.reload')}
            </Button>
            <Button color="inherit" size="small" onClick={onOverwrite}>
              {tr('portal.resultsStudio.overwrite')}
            </Button>
          </Stack>
        }
      >
        {tr('portal.resultsStudio.conflict')}
      </Alert>
    );
  if (status === 'error')
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {tr('portal.resultsStudio.retry')}
          </Button>
        }
      >
        {tr('portal.resultsStudio.saveFailed')}
      </Alert>
    );
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
      {tr(`portal.resultsStudio.status.${status}`)}
    </Typography>
  );
};

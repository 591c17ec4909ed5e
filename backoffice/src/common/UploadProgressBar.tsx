import { Box, LinearProgress, Typography } from '@mui/material';
import { tr } from '../i18n/i18nProvider';

/**
 * The real progress of an upload (the bytes XMLHttpRequest reports sent): a determinate bar and its percentage; once
 * everything is sent and the answer is still awaited, it says the server is processing the file.
 */
export const UploadProgressBar = ({
  fraction,
  label = 'portal.ui.uploadingPercent',
}: {
  fraction: number;
  label?: string;
}) => {
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  const text = percent >= 100 ? tr('portal.ui.processingUpload') : tr(label, { percent });
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress
        variant={percent >= 100 ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={tr('portal.ui.uploadProgress')}
        aria-valuetext={text}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
        {text}
      </Typography>
    </Box>
  );
};

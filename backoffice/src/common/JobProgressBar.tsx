import { Box, LinearProgress, Typography } from '@mui/material';
import { tr } from '../i18n/i18nProvider';

/**
 * The progress a job on the server reports: a determinate bar and its percentage once the job has reported any,
 * a moving bar before that.
 */
export const JobProgressBar = ({ fraction, label }: { fraction: number; label: string }) => {
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  const text = tr(label, { percent });
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress
        variant={percent > 0 ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={tr('portal.ui.jobProgress')}
        aria-valuetext={text}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
        {text}
      </Typography>
    </Box>
  );
};

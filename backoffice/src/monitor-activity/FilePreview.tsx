import { useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';

/** A chosen file's name with the preview bar that fills 50 % a second and completes after two. */
export const FilePreview = ({ file }: { file: File }) => {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    setProgress(0);
    const timer = setInterval(() => setProgress((p) => Math.min(100, p + 50)), 1000);
    return () => clearInterval(timer);
  }, [file]);
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
      </Typography>
      <LinearProgress variant="determinate" value={progress} aria-label={`${file.name} preview`} />
    </Box>
  );
};

import { Typography } from '@mui/material';

/**
 * A chosen file's name and size. No bar here: a bar filling on a timer said nothing about the upload; the real
 * progress (bytes sent) is shown while the file is sent (UploadProgressBar).
 */
export const FilePreview = ({ file }: { file: File }) => (
  <Typography variant="body2" sx={{ my: 1, overflowWrap: 'anywhere' }}>
    {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
  </Typography>
);

import { Alert, TextField } from '@mui/material';

/** A value the portal gives, to copy into the identity provider's own settings. */
export const ReadOnlyField = ({ label, value }: { label: string; value: string }) => (
  <TextField
    label={label}
    value={value}
    slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: '0.85rem' } } }}
    size="small"
  />
);

/** Every problem the API named, one per line. */
export const ProblemsAlert = ({ problems }: { problems: string | null }) =>
  problems ? (
    <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
      {problems}
    </Alert>
  ) : null;

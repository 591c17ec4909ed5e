import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { tr } from '../i18n/i18nProvider';

/**
 * Shows a secret the API answers once (a new API key, a webhook's signing secret) with a copy button.
 * Closing it is the end: the portal cannot show it again.
 */
export const SecretOnceDialog = ({
  title,
  help,
  secret,
  onClose,
}: {
  title: string;
  help: string;
  secret: string;
  onClose: () => void;
}) => {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <Dialog open onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {help}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            value={secret}
            fullWidth
            size="small"
            label={tr('portal.integrations.secret')}
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: '0.85rem' } } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ flexShrink: 0 }}>
            {copied ? tr('portal.integrations.copied') : tr('portal.integrations.copy')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('portal.integrations.stored')}</Button>
      </DialogActions>
    </Dialog>
  );
};

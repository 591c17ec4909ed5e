import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { tr } from '../i18n/i18nProvider';
import { errorText } from '../common/useToast';
import { unpublishDraft } from './studioMethods';

const MIN_REASON = 3;

/** Withdraws the results from the customer; the reason goes to the audit log. */
export const UnpublishDialog = ({
  inquiryId,
  onUnpublished,
  onClose,
}: {
  inquiryId: string;
  onUnpublished: () => void;
  onClose: () => void;
}) => {
  const [reason, setReason] = useState('');
  const unpublish = useMutation({
    mutationFn: () => unpublishDraft(inquiryId, reason.trim()),
    onSuccess: onUnpublished,
  });
  const tooShort = reason.trim().length < MIN_REASON;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="studio-unpublish-title">
      <DialogTitle id="studio-unpublish-title">{tr('portal.resultsStudio.unpublishTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{tr('portal.resultsStudio.unpublishIntro')}</DialogContentText>
        <TextField
          label={tr('portal.resultsStudio.reason')}
          helperText={tr('portal.resultsStudio.reasonHelp')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {unpublish.error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {errorText(unpublish.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('portal.resultsStudio.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => unpublish.mutate()}
          disabled={tooShort || unpublish.isPending}
        >
          {tr('portal.resultsStudio.unpublishNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

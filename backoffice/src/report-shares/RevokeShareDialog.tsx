import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { tr } from '../i18n/i18nProvider';

/** Asks before a share is revoked, naming the person who loses access. */
export const RevokeShareDialog = ({
  name,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <Dialog open onClose={onClose} aria-labelledby="revoke-share-title" aria-describedby="revoke-share-text">
    <DialogTitle id="revoke-share-title">{tr('portal.managers.revokeTitle')}</DialogTitle>
    <DialogContent>
      <DialogContentText id="revoke-share-text">{tr('portal.managers.revokeText', { name })}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>{tr('portal.ui.cancel')}</Button>
      <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
        {tr('portal.managers.revoke')}
      </Button>
    </DialogActions>
  </Dialog>
);

import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { deleteAction, type ActionRecord } from './actionMethods';
import { useForgetAction } from './actionQueries';

/** Deleting an action (with its progress updates) asks first, naming the action. */
export const DeleteActionDialog = ({
  action,
  onClose,
  onDeleted,
}: {
  action: ActionRecord;
  onClose: () => void;
  onDeleted: () => void;
}) => {
  const toast = useToast();
  const forget = useForgetAction();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAction(action.Id);
      toast.success(tr('portal.actions.deleted', { title: action.Title }));
      onDeleted();
      forget(action);
    } catch (error) {
      toast.error(errorText(error));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-action-title">
      <DialogTitle id="delete-action-title">{tr('portal.actions.deleteTitle', { title: action.Title })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{tr('portal.actions.deleteText', { smart_count: action.Updates.length })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {tr('portal.actions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {tr('portal.actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

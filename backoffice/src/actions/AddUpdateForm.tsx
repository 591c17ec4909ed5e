import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { ACTION_STATUSES, addUpdate, type ActionRecord, type ActionStatus } from './actionMethods';
import { useStoreAction } from './actionQueries';
import { statusLabel } from './ActionBits';

const KEEP = '';

/** A progress update: a note (required) and, optionally, the status it sets. */
export const AddUpdateForm = ({ action }: { action: ActionRecord }) => {
  const toast = useToast();
  const store = useStoreAction();
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<ActionStatus | typeof KEEP>(KEEP);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = note.trim() === '';
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing) return;
    setBusy(true);
    try {
      store(await addUpdate(action.Id, note.trim(), status || null));
      toast.success(tr('portal.actions.updateAdded'));
      setNote('');
      setStatus(KEEP);
      setTried(false);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="add-update-heading"
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
      <Typography id="add-update-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {tr('portal.actions.addUpdate')}
      </Typography>
      <TextField
        label={tr('portal.actions.fields.Note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={3}
        required
        error={tried && missing}
        helperText={tried && missing ? tr('portal.actions.noteRequired') : undefined}
      />
      <TextField
        select
        label={tr('portal.actions.newStatus')}
        value={status}
        // "No change" is a choice of its own, shown as the value rather than an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => setStatus(event.target.value as ActionStatus | typeof KEEP)}
        sx={{ maxWidth: { sm: 320 } }}
      >
        <MenuItem value={KEEP}>{tr('portal.actions.keepStatus', { status: statusLabel(action.Status) })}</MenuItem>
        {ACTION_STATUSES.filter((s) => s !== action.Status).map((s) => (
          <MenuItem key={s} value={s}>
            {statusLabel(s)}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {tr('portal.actions.saveUpdate')}
        </Button>
      </div>
    </Box>
  );
};

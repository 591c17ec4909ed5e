import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { Confirm, useDelete, useRecordContext, useRefresh } from 'react-admin';
import { DELETE_CONFIRM } from '../common/DeleteRowButton';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import type { ProgrammeDto } from './programmeMethods';

/**
 * Deletes the programme in context after a dialog that names it and says what stays (the rounds' inquiries).
 * `onDeleted` leaves a page that no longer exists; a list refreshes instead.
 */
export const DeleteProgrammeButton = ({ onDeleted }: { onDeleted?: () => void }) => {
  const record = useRecordContext<ProgrammeDto & { id: number }>();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const toast = useToast();
  const refresh = useRefresh();
  if (!record) return null;
  const confirm = () =>
    remove(
      'programmes',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          toast.success(tr('portal.programmes.deleted', { name: record.Name }));
          if (onDeleted) onDeleted();
          else refresh();
        },
        onError: (error) => {
          setOpen(false);
          toast.error(errorText(error));
        },
      },
    );
  return (
    <>
      <Tooltip title={tr('portal.ui.delete')}>
        <IconButton
          aria-label={tr('portal.programmes.deleteNamed', { name: record.Name })}
          color="error"
          size="small"
          onClick={() => setOpen(true)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={DELETE_CONFIRM.title}
        content={
          <>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
              {tr('portal.programmes.deleteQuestion', { name: record.Name })}
            </Typography>
            {tr('portal.programmes.deleteKeeps')}
          </>
        }
        confirm={DELETE_CONFIRM.confirm}
        cancel={DELETE_CONFIRM.cancel}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

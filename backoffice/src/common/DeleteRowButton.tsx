import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { Confirm, useDelete, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { errorText, useToast } from './useToast';
import { tr, tx } from '../i18n/i18nProvider';

export const DELETE_CONFIRM = {
  title: 'Are you sure?',
  content: 'Are you sure you want to delete this record?',
  confirm: 'Yes, delete it!',
  cancel: 'Cancel',
};

/** Delete of the row's record, always after the confirmation dialog, with the screen's success toast. */
export const DeleteRowButton = ({ successMessage, disabled }: { successMessage: string; disabled?: boolean }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const toast = useToast();
  const refresh = useRefresh();
  if (!record || !resource) return null;

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          toast.success(successMessage);
          refresh();
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
        <span>
          <IconButton
            aria-label={tr('portal.ui.delete')}
            color="error"
            size="small"
            disabled={disabled}
            onClick={() => setOpen(true)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={tx(DELETE_CONFIRM.title)}
        content={tx(DELETE_CONFIRM.content)}
        confirm={tx(DELETE_CONFIRM.confirm)}
        cancel={tx(DELETE_CONFIRM.cancel)}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

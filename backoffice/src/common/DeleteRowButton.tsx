import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { Confirm, useDelete, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { errorText, useToast } from './useToast';
import { tr } from '../i18n/i18nProvider';
import { deleteQuestion } from './deleteTarget';

/** The confirmation's texts by key: react-admin's Confirm translates them. */
export const DELETE_CONFIRM = {
  title: 'portal.messages.areYouSure',
  content: 'portal.messages.deleteRecord',
  confirm: 'portal.messages.yesDeleteIt',
  cancel: 'portal.ui.cancel',
};

interface DeleteRowButtonProps {
  successMessage: string;
  disabled?: boolean;
  /** The button's accessible name; "Delete" when left out. */
  label?: string;
  /** The dialog's question naming the record; the resource's own wording when left out. */
  question?: string;
  /** What deleting does and keeps; the generic sentence when left out. */
  detail?: string;
  /** Leaves a page that no longer exists; a list refreshes instead. */
  onDeleted?: () => void;
}

/** Delete of the row's record, always after the confirmation dialog naming it, with the screen's success toast. */
export const DeleteRowButton = ({
  successMessage,
  disabled,
  label,
  question,
  detail,
  onDeleted,
}: DeleteRowButtonProps) => {
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
        <span>
          <IconButton
            aria-label={label ?? tr('portal.ui.delete')}
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
        title={DELETE_CONFIRM.title}
        content={
          <>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
              {question ?? deleteQuestion(resource, record)}
            </Typography>
            {detail ?? tr(DELETE_CONFIRM.content)}
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

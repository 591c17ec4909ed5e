import { useState } from 'react';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Button } from '@mui/material';
import { Confirm } from 'react-admin';
import { tr } from '../i18n/i18nProvider';

/** Revoke, always after a dialog saying the link stops at once and the answers given stay. */
export const RevokeLinkButton = ({ busy, onRevoke }: { busy: boolean; onRevoke: () => Promise<unknown> }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" size="small" startIcon={<LinkOffIcon />} onClick={() => setOpen(true)}>
        {tr('portal.openLinks.revoke')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="portal.openLinks.revokeTitle"
        content="portal.openLinks.revokeText"
        confirm="portal.openLinks.revoke"
        cancel="portal.ui.cancel"
        confirmColor="warning"
        onConfirm={() => onRevoke().finally(() => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

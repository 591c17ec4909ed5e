import { useRef, useState } from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button } from '@mui/material';
import { Confirm, useDataProvider, useRefresh } from 'react-admin';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import { tr } from '../i18n/i18nProvider';

/**
 * Remind everyone who has not completed: after a confirmation, one SendReminders call (the once-a-day rule is the
 * server's), then how many were sent and skipped. The confirm button is off while the call is in flight, and the
 * dialog's Idempotency-Key answers a repeated click without a second round of mails.
 */
export const RemindAllButton = ({ inquiryId }: { inquiryId: string }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const toast = useToast();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const key = useRef(crypto.randomUUID());

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await dataProvider.sendReminders(inquiryId, key.current);
      toast.success(
        result.Sent + result.Skipped === 0
          ? tr('portal.chasing.nobodyToRemind')
          : tr('portal.chasing.remindersResult', { sent: result.Sent, skipped: result.Skipped }),
      );
      key.current = crypto.randomUUID();
      refresh();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<NotificationsActiveIcon />}
        onClick={() => setOpen(true)}
        disabled={busy}
      >
        {tr('portal.chasing.remindAll')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={tr('portal.chasing.remindAllTitle')}
        content={tr('portal.chasing.remindAllBody')}
        confirm={tr('portal.chasing.sendReminders')}
        cancel={tr('portal.chasing.cancel')}
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

import { useRef, useState } from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button } from '@mui/material';
import { Confirm, useDataProvider, useRefresh } from 'react-admin';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { SendRemindersResultDto } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';

/** How many were reminded, and how many were skipped for which of the two reasons (the second only when it applies). */
export function remindersSummary(result: SendRemindersResultDto): string {
  if (result.Sent + result.Skipped === 0) return tr('portal.chasing.nobodyToRemind');
  const sent = tr('portal.chasing.remindersResult', { sent: result.Sent, skipped: result.SkippedRemindedRecently });
  return result.SkippedInvitedRecently
    ? `${sent} ${tr('portal.chasing.skippedInvited', { skipped: result.SkippedInvitedRecently })}`
    : sent;
}

/**
 * Remind everyone who has not completed: after a confirmation, one SendReminders call (the once-a-day rule is the
 * server's, as is the wait after an invitation), then how many were sent and skipped and why. The confirm button is off while the call is in flight, and the
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
      toast.success(remindersSummary(result));
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
        content={tr('portal.chasing.remindAllRule')}
        confirm={tr('portal.chasing.sendReminders')}
        cancel={tr('portal.chasing.cancel')}
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

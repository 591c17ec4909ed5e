import { useRef, useState } from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { IconButton, Tooltip } from '@mui/material';
import { Confirm, useDataProvider, useRefresh } from 'react-admin';
import { RowActions } from '../common/ActionLink';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { RecordOf } from '../providers/records';
import { currentLanguage, tr } from '../i18n/i18nProvider';

type RespondentRecord = RecordOf<'respondents'>;
type Action = 'remind' | 'resend' | 'remove';

const ActionButton = ({
  label,
  icon,
  disabled,
  onClick,
  color = 'primary',
  reason,
}: {
  label: string;
  icon: React.ReactElement;
  disabled: boolean;
  onClick: () => void;
  color?: 'primary' | 'error';
  /** Why the action is not available now: shown as its tooltip and read with its name. */
  reason?: string;
}) => (
  <Tooltip title={reason ?? label}>
    <span>
      <IconButton
        aria-label={reason ? `${label}: ${reason}` : label}
        size="small"
        color={color}
        disabled={disabled || Boolean(reason)}
        onClick={onClick}
      >
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

/**
 * Why a reminder cannot go yet, from the list's own row: the server's NextReminderAt (a reminder waits 24 hours after
 * the invitation and after the last reminder). Undefined when one may go now.
 */
export function reminderNotYet(record: RespondentRecord, now = Date.now()): string | undefined {
  if (!record.NextReminderAt) return undefined;
  const next = new Date(record.NextReminderAt);
  if (next.getTime() <= now) return undefined;
  const time = next.toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  const reminded = record.LastRemindedAt !== null && new Date(record.LastRemindedAt) >= new Date(record.InvitedAt);
  return tr(reminded ? 'portal.chasing.remindedRecently' : 'portal.chasing.invitedRecently', { time });
}

/**
 * Remind, Resend invitation and Remove for one respondent who has not completed. A completed form offers none;
 * Resend only while the person has not signed up (Id is null). Each click sends once: the buttons are off while a
 * call is in flight, and the click's Idempotency-Key makes a repeat of the same call answer without a second mail.
 */
export const RespondentChaseActions = ({
  record,
  inquiryId,
  may,
}: {
  record: RespondentRecord;
  inquiryId: string;
  may: (action: Action) => boolean;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const toast = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState<Action | null>(null);
  // A ref, not the state: a second click before the re-render must already find the call in flight.
  const inFlight = useRef(false);
  // One key per action until it succeeds: a retry after a failure or a lost answer is the same request.
  const keys = useRef<Record<Action, string>>({ remind: crypto.randomUUID(), resend: crypto.randomUUID(), remove: '' });
  const [confirming, setConfirming] = useState(false);
  const open = record.status === 'pending' || record.status === 'saveasdraft';
  const email = record.Email;

  const run = async (action: Action, call: () => Promise<unknown>, success: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(action);
    try {
      await call();
      keys.current[action] = crypto.randomUUID();
      toast.success(success);
      refresh();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      inFlight.current = false;
      setBusy(null);
      setConfirming(false);
    }
  };
  const remind = () =>
    run(
      'remind',
      () => dataProvider.remindRespondent(inquiryId, record.RespondentId, keys.current.remind),
      tr('portal.chasing.reminderSent', { email }),
    );
  const resend = () =>
    run(
      'resend',
      () => dataProvider.resendInvitation(inquiryId, record.RespondentId, keys.current.resend),
      tr('portal.chasing.invitationResent', { email }),
    );
  const remove = () =>
    run(
      'remove',
      () => dataProvider.removeRespondent(inquiryId, record.RespondentId),
      tr('portal.chasing.removed', { email }),
    );

  if (!open) return null;
  return (
    <RowActions>
      {may('remind') && (
        <ActionButton
          label={tr('portal.chasing.remind')}
          icon={<NotificationsActiveIcon fontSize="small" />}
          disabled={busy !== null}
          reason={reminderNotYet(record)}
          onClick={remind}
        />
      )}
      {may('resend') && record.Id === null && (
        <ActionButton
          label={tr('portal.chasing.resendInvitation')}
          icon={<ForwardToInboxIcon fontSize="small" />}
          disabled={busy !== null}
          onClick={resend}
        />
      )}
      {may('remove') && (
        <>
          <ActionButton
            label={tr('portal.chasing.remove')}
            icon={<PersonRemoveIcon fontSize="small" />}
            color="error"
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          />
          <Confirm
            isOpen={confirming}
            loading={busy === 'remove'}
            title={tr('portal.chasing.removeTitle', { email })}
            content={tr('portal.chasing.removeBody')}
            confirm={tr('portal.chasing.remove')}
            cancel={tr('portal.chasing.cancel')}
            confirmColor="warning"
            onConfirm={remove}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </RowActions>
  );
};

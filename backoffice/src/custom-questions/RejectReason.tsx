import { Alert } from '@mui/material';
import { TextInput, maxLength, useRecordContext } from 'react-admin';
import { tr } from '../i18n/i18nProvider';

export const REASON_MAX = 1000;

/** The reviewer's reason for a rejection: required to reject, mailed to the author and shown on the question. */
export const RejectReasonInput = ({ disabled }: { disabled?: boolean }) => (
  <TextInput
    source="RejectReason"
    label={tr('portal.review.reasonLabel')}
    helperText={tr('portal.review.reasonHelp')}
    multiline
    minRows={2}
    disabled={disabled}
    validate={maxLength(REASON_MAX, tr('portal.review.reasonTooLong'))}
    sx={{ width: '100%', maxWidth: 720 }}
  />
);

/** On a rejected question: why, as the reviewer wrote it (or that no reason was given). */
export const RejectReasonNote = () => {
  const record = useRecordContext();
  if (record?.Status !== 'Reject') return null;
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%', maxWidth: 720, whiteSpace: 'pre-line' }}>
      {record.RejectReason
        ? tr('portal.review.reasonShown', { reason: record.RejectReason })
        : tr('portal.review.noReason')}
    </Alert>
  );
};

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Tooltip } from '@mui/material';
import { FORM_STATE_LABELS, type FormState } from '@portal/contracts';
import { tx } from '../i18n/i18nProvider';

/** A check for a completed form, a clock otherwise, named by the form's state (customer-and-respondent.md §2). */
export const RespondentStatusIcon = ({ status }: { status: FormState }) => {
  const label = tx(FORM_STATE_LABELS[status]);
  return (
    <Tooltip title={label}>
      {status === 'completed' ? (
        <CheckCircleIcon color="success" fontSize="small" aria-label={label} />
      ) : (
        <ScheduleIcon color="warning" fontSize="small" aria-label={label} />
      )}
    </Tooltip>
  );
};

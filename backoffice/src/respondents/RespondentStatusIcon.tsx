import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Box } from '@mui/material';
import type { FormState } from '@portal/contracts';
import type { ReactElement } from 'react';
import { tr } from '../i18n/i18nProvider';

// One icon per state, so the state reads without colour: an hourglass (invited, not started), a note (draft), a check, a closed calendar.
const ICONS: Record<FormState, ReactElement> = {
  pending: <HourglassEmptyIcon color="action" fontSize="small" />,
  saveasdraft: <EditNoteIcon color="info" fontSize="small" />,
  completed: <CheckCircleIcon color="success" fontSize="small" />,
  expired: <EventBusyIcon color="warning" fontSize="small" />,
};

/** A form's state as an icon beside its name (customer-and-respondent.md §2); the icon is decoration, the text is read. */
export const RespondentStatusIcon = ({ status }: { status: FormState }) => (
  <Box
    component="span"
    data-state={status}
    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap', '& svg': { flexShrink: 0 } }}
  >
    <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
      {ICONS[status]}
    </Box>
    {tr(`portal.formState.${status}`)}
  </Box>
);

import { Notification } from 'react-admin';
import { TOAST_MS } from './texts';

/** Toasts stay 5 s; an API error's title and its lines are shown on separate lines. */
export const AppNotification = () => (
  <Notification
    autoHideDuration={TOAST_MS}
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    sx={{ '& .MuiSnackbarContent-message': { whiteSpace: 'pre-line' } }}
  />
);

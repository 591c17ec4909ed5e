import { AccessDenied } from 'react-admin';
import { readSession } from '../providers/session';

/**
 * react-admin's Access denied, only for a live session: an ended one is on its way to the login page while its
 * Session timeout toast is read, and "You don't have the right permissions" would say the wrong thing meanwhile.
 */
export const AccessDeniedPage = () => (readSession().status === 'valid' ? <AccessDenied /> : null);

import { useEffect } from 'react';
import { NOT_FOUND_PATH } from '@portal/contracts';
import { leaveTo } from '../providers/session';

/** Unknown paths inside the group go to the survey app's page-not-found screen. */
export const NotFound = () => {
  useEffect(() => leaveTo(NOT_FOUND_PATH), []);
  return null;
};

import { useState } from 'react';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { statusLabel } from './ActionBits';
import { updateAction, type ActionRecord, type ActionStatus } from './actionMethods';
import { useStoreAction } from './actionQueries';

/** Changes an action's status (PUT with Status only); the action being moved is `busy` until the API answers. */
export function useMoveStatus() {
  const toast = useToast();
  const store = useStoreAction();
  const [busy, setBusy] = useState<number | null>(null);
  const move = async (action: ActionRecord, status: ActionStatus) => {
    setBusy(action.Id);
    try {
      store(await updateAction(action.Id, { Status: status }));
      toast.success(tr('portal.actions.moved', { title: action.Title, status: statusLabel(status) }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(null);
    }
  };
  return { move, busy };
}

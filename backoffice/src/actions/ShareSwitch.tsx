import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { shareAction, type ActionRecord } from './actionMethods';
import { useStoreAction } from './actionQueries';

/** A customer admin shares the action with the respondents of the series, or stops sharing it. */
export const ShareSwitch = ({ action }: { action: ActionRecord }) => {
  const toast = useToast();
  const store = useStoreAction();
  const [busy, setBusy] = useState(false);
  const toggle = async (shared: boolean) => {
    setBusy(true);
    try {
      store(await shareAction(action.Id, shared));
      toast.success(tr(shared ? 'portal.actions.sharedOn' : 'portal.actions.sharedOff'));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormControlLabel
      sx={{ m: 0 }}
      control={
        <Switch
          size="small"
          checked={action.Shared}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
      }
      label={tr('portal.actions.shareLabel')}
    />
  );
};

import { Switch } from '@mui/material';
import { useDataProvider, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { useState } from 'react';
import { errorText, useToast } from './useToast';
import { tr } from '../i18n/i18nProvider';

/**
 * The Active switch of a list row. `payload` builds the full update body from the stored record,
 * since the API's PUT takes the whole record. `name` gives the row's name, so that each switch is told
 * apart by a screen reader ("Active: Northwind Traders").
 */
export const ActiveToggle = ({
  source = 'IsActive',
  successMessage,
  payload,
  disabled,
  name,
}: {
  source?: string;
  name?: (record: Record<string, unknown>) => unknown;
  successMessage: string;
  payload: (
    record: Record<string, unknown>,
    active: boolean,
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  disabled?: boolean;
}) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;
  const checked = Boolean(record[source]);
  const rowName = name ? String(name(record) ?? '').trim() : '';

  const toggle = async () => {
    setBusy(true);
    try {
      const data = await payload(record, !checked);
      await dataProvider.update(resource, { id: record.id, data, previousData: record });
      toast.success(successMessage);
      refresh();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      checked={checked}
      disabled={disabled || busy}
      onChange={toggle}
      slotProps={{
        input: { 'aria-label': rowName ? tr('portal.ui.activeNamed', { name: rowName }) : tr('portal.ui.active') },
      }}
      size="small"
    />
  );
};

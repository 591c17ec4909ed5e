import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { RecordOf } from '../providers/records';

/** The organisations for the filter and the rows: id → name, and the choices of a select. */
export function useOrganisationNames() {
  const { data } = useGetList<RecordOf<'customers'>>('customers', { pagination: { page: 1, perPage: -1 } });
  return useMemo(() => {
    const names = new Map<number, string>((data ?? []).map((c) => [Number(c.CustomerId), String(c.CustomerName)]));
    const choices = [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    return { names, choices };
  }, [data]);
}

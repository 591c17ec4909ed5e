import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { NO_DATA } from '@portal/contracts';
import { Loading } from '../../../components/loading';

/** A query's answer drawn by `children`, a spinner while it loads, and one sentence when it failed. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <p className="empty">{NO_DATA}</p>;
  return <>{children(query.data)}</>;
}

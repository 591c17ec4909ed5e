import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Loading } from '../../../components/loading';

/** A query's answer drawn by `children`, a spinner while it loads, and one sentence when it failed. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) return <p className="empty">{t('common.noData')}</p>;
  return <>{children(query.data)}</>;
}

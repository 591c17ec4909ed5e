import type { ReactNode } from 'react';
import { Loading } from '../../../components/loading';
import type { Resource } from './use-resource';

export function ResourceView<T>({ resource, children }: { resource: Resource<T>; children: (data: T) => ReactNode }) {
  if (resource.state === 'loading') return <Loading />;
  if (resource.state === 'failed') return <p className="empty">No Data Available Currently</p>;
  return <>{children(resource.data)}</>;
}

import { useEffect, useState } from 'react';

export type Resource<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** Loads once per key change and ignores answers that arrive after the page moved on. */
export function useResource<T>(load: () => Promise<T>, key: string): Resource<T> {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setResource({ state: 'loading' });
    load()
      .then((data) => live && setResource({ state: 'ready', data }))
      .catch(() => live && setResource({ state: 'failed' }));
    return () => {
      live = false;
    };
    // `key` names what `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return resource;
}

import { useQuery } from '@tanstack/react-query';
import { httpJson } from '../providers/http';

/** A read of a non-CRUD endpoint (answers, results) through the same fetch, token and error texts. */
export function useApiGet<T>(path: string) {
  return useQuery<T, Error>({
    queryKey: ['api', path],
    queryFn: async () => (await httpJson(path)).json as T,
  });
}

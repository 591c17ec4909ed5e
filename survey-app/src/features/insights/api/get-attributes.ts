import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An attribute of the organisation's people directory with the values it holds. */
export interface PeopleAttribute {
  Name: string;
  Values: string[];
}

/** `GET /api/People/Attributes`: the attributes the heatmap and the group filter offer. */
export function getAttributes(): Promise<PeopleAttribute[]> {
  return api.get('/People/Attributes', { silent: true });
}

export const getAttributesQueryOptions = () =>
  queryOptions({ queryKey: ['people', 'attributes'], queryFn: getAttributes, staleTime: 5 * 60_000, retry: false });

export const useAttributes = () => useQuery(getAttributesQueryOptions());

import { queryOptions } from '@tanstack/react-query';
import type { CustomerLookupDto } from '@portal/contracts';
import { api, ApiError } from '../../../lib/api-client';

/** The organisation of that name, or null when it is not registered yet (404). */
export async function getCustomerByName(name: string): Promise<CustomerLookupDto | null> {
  try {
    return await api.get<CustomerLookupDto>(`/Customer/CustomerByName/${encodeURIComponent(name)}`, {
      auth: false,
      silent: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getCustomerByNameQueryOptions = (name: string) =>
  queryOptions({ queryKey: ['customer-by-name', name], queryFn: () => getCustomerByName(name) });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffFormPageDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export const STAFF_PAGE_SIZE = 8;

export function getStaffForms(email: string, currentPage: number): Promise<StaffFormPageDto> {
  return api.get(`/Inquiry/Staff/${encodeURIComponent(email)}?pageSize=${STAFF_PAGE_SIZE}&currentPage=${currentPage}`);
}

export const getStaffFormsQueryOptions = (email: string, page: number) =>
  queryOptions({ queryKey: ['survey-forms', 'staff', email, page], queryFn: () => getStaffForms(email, page) });

// The current page stays on screen while the next one loads.
export const useStaffForms = (email: string, page: number) =>
  useQuery({ ...getStaffFormsQueryOptions(email, page), placeholderData: keepPreviousData });

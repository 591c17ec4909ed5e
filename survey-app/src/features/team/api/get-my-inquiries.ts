import { useQuery } from '@tanstack/react-query';
import type { StaffFormPageDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export interface MyInquiry {
  InquiryId: number;
  InquiryTypeName: string;
  Description: string;
}

/** The inquiries of the user's own forms, once each (every page: pageSize -1), for the "My team" entry. */
export function distinctInquiries(page: StaffFormPageDto): MyInquiry[] {
  const seen = new Map<number, MyInquiry>();
  for (const form of page.data) {
    if (!seen.has(form.InquiryId))
      seen.set(form.InquiryId, {
        InquiryId: form.InquiryId,
        InquiryTypeName: form.InquiryTypeName,
        Description: form.Description,
      });
  }
  return [...seen.values()];
}

export const useMyInquiries = (email: string) =>
  useQuery({
    queryKey: ['survey-forms', 'staff', email, 'all'],
    queryFn: () =>
      api.get<StaffFormPageDto>(`/Inquiry/Staff/${encodeURIComponent(email)}?pageSize=-1&currentPage=1`, {
        silent: true,
      }),
    select: distinctInquiries,
  });

import { useGetList } from 'react-admin';

export interface InquiryTypeRow {
  id: string | number;
  InqType?: string;
}

/** Dropdown order: alphabetical ignoring case, with Other always last (platform-administration.md §3). */
export function sortInquiryTypes<T extends { InqType?: string }>(rows: T[]): T[] {
  const isOther = (row: T) => (row.InqType ?? '').trim().toLowerCase() === 'other';
  return [...rows].sort((a, b) => {
    if (isOther(a) !== isOther(b)) return isOther(a) ? 1 : -1;
    return (a.InqType ?? '').localeCompare(b.InqType ?? '', undefined, { sensitivity: 'base' });
  });
}

/** Every inquiry type (page size -1), sorted for a dropdown. */
export function useInquiryTypeChoices() {
  const { data, isPending } = useGetList<InquiryTypeRow & { id: string | number }>('inquiry-types', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'InqType', order: 'ASC' },
  });
  return { choices: sortInquiryTypes(data ?? []).map((row) => ({ id: row.id, name: row.InqType ?? '' })), isPending };
}

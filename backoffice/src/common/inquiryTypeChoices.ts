import { useGetList } from 'react-admin';
import type { InquiryTypeDto } from '@portal/contracts';
import type { RecordOf } from '../providers/records';

/** Dropdown order: alphabetical ignoring case, with an inquiry type named Other always last (platform-administration.md §3). */
export function sortInquiryTypes<T extends Pick<InquiryTypeDto, 'InqType'>>(rows: T[]): T[] {
  const isOther = (row: T) => row.InqType.trim().toLowerCase() === 'other';
  return [...rows].sort((a, b) => {
    if (isOther(a) !== isOther(b)) return isOther(a) ? 1 : -1;
    return a.InqType.localeCompare(b.InqType, undefined, { sensitivity: 'base' });
  });
}

/** Every inquiry type (page size -1), sorted for a dropdown. */
export function useInquiryTypeChoices() {
  const { data, isPending } = useGetList<RecordOf<'inquiry-types'>>('inquiry-types', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'InqType', order: 'ASC' },
  });
  return { choices: sortInquiryTypes(data ?? []).map((row) => ({ id: row.id, name: row.InqType })), isPending };
}

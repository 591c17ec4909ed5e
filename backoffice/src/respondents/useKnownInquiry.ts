import { useGetOne } from 'react-admin';
import type { RecordOf } from '../providers/records';

type InquiryRecord = RecordOf<'inquiries'>;

// The API answers 404 for an inquiry that does not exist or belongs to another organisation, 400 for an id that is no number.
const isNotFound = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
};

/**
 * The inquiry a page's path names, read before anything else of it: an unknown id, or another organisation's, is
 * `notFound` (the page shows page-not-found) without retries, and nothing else of the page is asked for.
 */
export function useKnownInquiry(inquiryId: string): {
  inquiry: InquiryRecord | undefined;
  isPending: boolean;
  notFound: boolean;
  error: unknown;
} {
  const wellFormed = /^[1-9]\d{0,15}$/.test(inquiryId);
  const { data, isPending, error } = useGetOne<InquiryRecord>(
    'inquiries',
    { id: inquiryId },
    { enabled: wellFormed, retry: (failures, e) => !isNotFound(e) && failures < 2 },
  );
  return {
    inquiry: data,
    isPending: wellFormed && isPending,
    notFound: !wellFormed || isNotFound(error),
    error,
  };
}

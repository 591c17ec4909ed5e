import type { CustomQuestionStatus } from '@portal/contracts';

export const CUSTOM_METRICS = '/custom-metrics';
export const customQuestionPath = (inquiryId: unknown, action: 'view' | 'edit', id: unknown) =>
  `${CUSTOM_METRICS}/inquiry/${inquiryId}/${action}/${id}`;

/** A stored status Reject is displayed as Rejected; no status yet (null) means the review is pending. */
export function statusLabel(status: CustomQuestionStatus | null): string {
  if (status === 'Reject') return 'Rejected';
  return status ?? 'Pending';
}

export const isApproved = (status: CustomQuestionStatus | null | undefined) => status === 'Approved';

export const CUSTOM_METRICS = '/custom-metrics';
export const customQuestionPath = (inquiryId: unknown, action: 'view' | 'edit', id: unknown) =>
  `${CUSTOM_METRICS}/inquiry/${inquiryId}/${action}/${id}`;

/** A stored status Reject is displayed as Rejected; no status yet means the review is pending. */
export function statusLabel(status: unknown): string {
  if (status === 'Reject') return 'Rejected';
  if (typeof status === 'string' && status !== '') return status;
  return 'Pending';
}

export const isApproved = (status: unknown) => status === 'Approved';

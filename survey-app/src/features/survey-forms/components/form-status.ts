// Form states (decisions.md §4): pending, saveasdraft, completed, expired.
export type FormStatus = 'pending' | 'saveasdraft' | 'completed' | 'expired';

export function normaliseStatus(status: string | null | undefined, isExpired?: boolean): FormStatus {
  const s = (status ?? '').toLowerCase().replace(/[\s_-]/g, '');
  if (s === 'completed' || s === 'complete' || s === 'submitted') return 'completed';
  if (isExpired || s === 'expired') return 'expired';
  if (s === 'saveasdraft' || s === 'draft') return 'saveasdraft';
  return 'pending';
}

export const STATUS_LABEL: Record<FormStatus, string> = {
  pending: 'Pending',
  saveasdraft: 'Saved as Draft',
  completed: 'Completed',
  expired: 'Expired',
};

export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

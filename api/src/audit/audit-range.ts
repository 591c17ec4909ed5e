const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Where a `to` filter ends, in epoch milliseconds (exclusive): the end of that day for a date, else that time. */
export function rangeEnd(to: string): number {
  const end = new Date(to);
  if (DATE_ONLY.test(to)) end.setUTCDate(end.getUTCDate() + 1);
  return end.getTime();
}

/** Whether `from` lies after `to` (a `to` date includes its whole day); unreadable values are not judged here. */
export function isReversedRange(from: string, to: string): boolean {
  const start = Date.parse(from);
  const end = rangeEnd(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return DATE_ONLY.test(to) ? start >= end : start > end;
}

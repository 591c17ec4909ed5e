const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the expiry date (a part day counts as one), 0 once expired, null without an expiry date. */
export const daysLeft = (
  expiry: string | null | undefined,
  isExpired: boolean | undefined,
  now = Date.now(),
): number | null => {
  if (isExpired) return 0;
  if (!expiry) return null;
  const left = Date.parse(expiry) - now;
  if (Number.isNaN(left)) return null;
  return Math.max(0, Math.ceil(left / DAY_MS));
};

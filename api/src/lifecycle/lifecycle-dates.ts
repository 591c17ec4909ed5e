/**
 * The dates of lifecycle surveys, in whole UTC days. A person's StartDate or EndDate is a directory attribute
 * "YYYY-MM-DD" (anything else is not a date and triggers nothing); their invitation day is that date plus the
 * survey's DaysAfter, sent on the first timer tick on or after it. Their period is the calendar quarter of the
 * person's own date (a quarter's joiners or leavers), not of the invitation day.
 */
const DAY_MS = 86_400_000;

/** The date of an attribute value, or null when it is not a real YYYY-MM-DD date. */
export function parseDay(value: string | undefined): string | null {
  const day = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}

/** The day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC day of an instant. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** "2027-Q1" for any day of January to March 2027. */
export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

/**
 * Whether a person with this date is invited at `now`: their invitation day has come and is not before the day the
 * survey was set up (no one is invited for a date long gone when the survey starts).
 */
export function isDue(personDay: string, daysAfter: number, activeFrom: string, now: Date): boolean {
  const inviteOn = addDays(personDay, daysAfter);
  return inviteOn >= activeFrom && inviteOn <= dayOf(now);
}

/**
 * When the rounds of a recurring programme fall. A programme starts at a local date and time in an IANA time zone
 * and repeats every 1, 3, 6 or 12 months. Round n is the start's calendar date moved n periods on, its day clamped
 * to the month's last day (a programme started on 31 January runs on 28/29 February, then 31 March: the day is
 * always taken from the start, never from the previous round), at the start's wall-clock time in the zone, so a
 * 09:00 round stays at 09:00 local across daylight-saving changes. A wall-clock time that does not exist on that
 * day (the hour skipped in spring) is read with the offset before the change (02:30 becomes 03:30); one that occurs
 * twice (autumn) is its first occurrence. Time zones come from Intl, so no zone data is kept here.
 */

export const CADENCES = ['Monthly', 'Quarterly', 'HalfYearly', 'Yearly'] as const;
export type Cadence = (typeof CADENCES)[number];

const MONTHS: Record<Cadence, number> = { Monthly: 1, Quarterly: 3, HalfYearly: 6, Yearly: 12 };
const DAY_MS = 86_400_000;

/** A wall-clock date and time, without a zone: month 1-12. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface Schedule {
  start: LocalDateTime;
  cadence: Cadence;
  timeZone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone (an IANA name such as Europe/Brussels, or UTC). */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in the zone (seconds dropped). */
export function localTimeOf(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = +p.value;
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute };
}

const asUtc = (t: LocalDateTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);

/** The zone's offset from UTC at an instant, in ms (whole minutes). */
function offsetAt(ms: number, timeZone: string): number {
  const minute = Math.floor(ms / 60_000) * 60_000;
  return asUtc(localTimeOf(new Date(minute), timeZone)) - minute;
}

/** The instant a wall-clock time in the zone names (see the header for skipped and repeated times). */
export function instantOf(local: LocalDateTime, timeZone: string): Date {
  const wall = asUtc(local);
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const reads = (ms: number) => asUtc(localTimeOf(new Date(ms), timeZone)) === wall;
  const valid = [before, after].filter(reads);
  if (valid.length) return new Date(Math.min(...valid));
  // Skipped by a change forward: the offset before it moves the reading past the gap.
  return new Date(before);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The wall-clock time of round `index` (0 = the start). */
export function localRound(schedule: Schedule, index: number): LocalDateTime {
  const { start } = schedule;
  const months = start.year * 12 + (start.month - 1) + index * MONTHS[schedule.cadence];
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)), hour: start.hour, minute: start.minute };
}

/** The instant of round `index` (0 = the start). */
export function roundAt(schedule: Schedule, index: number): Date {
  return instantOf(localRound(schedule, index), schedule.timeZone);
}

/** The first `count` rounds' instants from round `from` on. */
export function roundDates(schedule: Schedule, count: number, from = 0): Date[] {
  return Array.from({ length: count }, (_, n) => roundAt(schedule, from + n));
}

/**
 * The first round strictly after `instant` (with its index): where a programme goes on after a round was created,
 * or after it is resumed. Rounds that fell while it was paused, or while no worker ran, are never made up for.
 */
export function firstRoundAfter(schedule: Schedule, instant: Date): { index: number; at: Date } {
  const months = MONTHS[schedule.cadence];
  const { start } = schedule;
  const local = localTimeOf(instant, schedule.timeZone);
  const elapsed = (local.year - start.year) * 12 + (local.month - start.month);
  // Start a period early: clamping and offsets move a round by at most a few days.
  let index = Math.max(0, Math.floor(elapsed / months) - 1);
  while (roundAt(schedule, index).getTime() <= instant.getTime()) index++;
  return { index, at: roundAt(schedule, index) };
}

/** Parses "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm" (a real calendar date; 00:00 when no time is given); null otherwise. */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYY-MM-DDTHH:mm". */
export function formatLocalDateTime(t: LocalDateTime): string {
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}

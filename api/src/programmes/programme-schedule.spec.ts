import {
  firstRoundAfter,
  formatLocalDateTime,
  instantOf,
  isTimeZone,
  localRound,
  localTimeOf,
  parseLocalDateTime,
  roundAt,
  roundDates,
  type Schedule,
} from './programme-schedule';

const at = (text: string) => parseLocalDateTime(text)!;
const schedule = (start: string, cadence: Schedule['cadence'], timeZone = 'UTC'): Schedule => ({
  start: at(start),
  cadence,
  timeZone,
});
const localRounds = (s: Schedule, count: number) =>
  Array.from({ length: count }, (_, n) => formatLocalDateTime(localRound(s, n)));

describe('programme schedule', () => {
  it('keeps the start day across month ends: 31 January monthly gives 28 February, then 31 March', () => {
    expect(localRounds(schedule('2027-01-31T09:00', 'Monthly'), 5)).toEqual([
      '2027-01-31T09:00',
      '2027-02-28T09:00',
      '2027-03-31T09:00',
      '2027-04-30T09:00',
      '2027-05-31T09:00',
    ]);
  });

  it('gives 29 February in a leap year, and a yearly 29 February round 28 February in other years', () => {
    expect(localRounds(schedule('2028-01-31T09:00', 'Monthly'), 3)).toEqual([
      '2028-01-31T09:00',
      '2028-02-29T09:00',
      '2028-03-31T09:00',
    ]);
    expect(localRounds(schedule('2028-02-29T10:30', 'Yearly'), 5)).toEqual([
      '2028-02-29T10:30',
      '2029-02-28T10:30',
      '2030-02-28T10:30',
      '2031-02-28T10:30',
      '2032-02-29T10:30',
    ]);
  });

  it('steps quarterly and half-yearly across year ends', () => {
    expect(localRounds(schedule('2026-11-30T08:00', 'Quarterly'), 4)).toEqual([
      '2026-11-30T08:00',
      '2027-02-28T08:00',
      '2027-05-30T08:00',
      '2027-08-30T08:00',
    ]);
    expect(localRounds(schedule('2026-08-31T08:00', 'HalfYearly'), 3)).toEqual([
      '2026-08-31T08:00',
      '2027-02-28T08:00',
      '2027-08-31T08:00',
    ]);
  });

  it('keeps a 09:00 round at 09:00 local across daylight-saving changes (Brussels: UTC+1 in winter, UTC+2 in summer)', () => {
    const s = schedule('2027-01-15T09:00', 'Monthly', 'Europe/Brussels');
    const instants = roundDates(s, 12).map((d) => d.toISOString());
    expect(instants[0]).toBe('2027-01-15T08:00:00.000Z');
    expect(instants[2]).toBe('2027-03-15T08:00:00.000Z');
    expect(instants[3]).toBe('2027-04-15T07:00:00.000Z');
    expect(instants[9]).toBe('2027-10-15T07:00:00.000Z');
    expect(instants[10]).toBe('2027-11-15T08:00:00.000Z');
    for (const d of roundDates(s, 12)) expect(localTimeOf(d, 'Europe/Brussels')).toMatchObject({ hour: 9, minute: 0 });
  });

  it('follows a southern zone, whose summer time runs the other way (Sydney)', () => {
    const s = schedule('2027-01-10T09:00', 'Quarterly', 'Australia/Sydney');
    expect(roundDates(s, 3).map((d) => d.toISOString())).toEqual([
      '2027-01-09T22:00:00.000Z',
      '2027-04-09T23:00:00.000Z',
      '2027-07-09T23:00:00.000Z',
    ]);
  });

  it('reads a wall-clock time skipped in spring after the gap, and a repeated one as its first occurrence', () => {
    // Europe/Brussels: 2027-03-28 02:00 jumps to 03:00; 2027-10-31 03:00 goes back to 02:00.
    expect(instantOf(at('2027-03-28T02:30'), 'Europe/Brussels').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(localTimeOf(new Date('2027-03-28T01:30:00Z'), 'Europe/Brussels')).toMatchObject({ hour: 3, minute: 30 });
    expect(instantOf(at('2027-10-31T02:30'), 'Europe/Brussels').toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('finds the first round after an instant: where a programme goes on after a round, or after a pause', () => {
    const s = schedule('2027-01-31T09:00', 'Monthly', 'Europe/Brussels');
    expect(firstRoundAfter(s, new Date('2026-12-01T00:00:00Z'))).toEqual({ index: 0, at: roundAt(s, 0) });
    // Exactly at a round: that round is not "after" it.
    expect(firstRoundAfter(s, roundAt(s, 1)).index).toBe(2);
    // Paused in February, resumed in mid-May: March, April and the early part of May are not made up for.
    const resumed = firstRoundAfter(s, new Date('2027-05-15T12:00:00Z'));
    expect(resumed.index).toBe(4);
    expect(resumed.at.toISOString()).toBe('2027-05-31T07:00:00.000Z');
    // Resumed on the round's own day but after its hour: the next month's.
    expect(firstRoundAfter(s, new Date('2027-05-31T07:00:01Z')).at.toISOString()).toBe('2027-06-30T07:00:00.000Z');
  });

  it('checks dates and zones', () => {
    expect(parseLocalDateTime('2027-02-29')).toBeNull();
    expect(parseLocalDateTime('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29, hour: 0, minute: 0 });
    expect(parseLocalDateTime('2027-01-01T24:00')).toBeNull();
    expect(parseLocalDateTime('27-01-01')).toBeNull();
    expect(isTimeZone('Europe/Brussels')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

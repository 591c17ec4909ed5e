import { addDays, isDue, parseDay, quarterOf } from './lifecycle-dates';

describe('lifecycle dates', () => {
  it('reads only real YYYY-MM-DD dates', () => {
    expect(parseDay('2027-02-28')).toBe('2027-02-28');
    expect(parseDay(' 2028-02-29 ')).toBe('2028-02-29');
    expect(parseDay('2027-02-29')).toBeNull();
    expect(parseDay('28/02/2027')).toBeNull();
    expect(parseDay('')).toBeNull();
    expect(parseDay(undefined)).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2027-01-31', 30)).toBe('2027-03-02');
    expect(addDays('2027-12-15', 30)).toBe('2028-01-14');
    expect(addDays('2027-03-01', 0)).toBe('2027-03-01');
  });

  it('puts each day in its calendar quarter', () => {
    expect(['2027-01-01', '2027-03-31', '2027-04-01', '2027-09-30', '2027-10-01', '2027-12-31'].map(quarterOf)).toEqual(
      ['2027-Q1', '2027-Q1', '2027-Q2', '2027-Q3', '2027-Q4', '2027-Q4'],
    );
  });

  it('is due from the invitation day on, never for an invitation day before the survey was set up', () => {
    const at = (iso: string) => new Date(iso);
    expect(isDue('2027-01-10', 30, '2027-01-01', at('2027-02-08T23:59:59Z'))).toBe(false);
    expect(isDue('2027-01-10', 30, '2027-01-01', at('2027-02-09T00:00:00Z'))).toBe(true);
    expect(isDue('2027-01-10', 30, '2027-01-01', at('2027-06-01T00:00:00Z'))).toBe(true);
    expect(isDue('2026-11-01', 30, '2027-01-01', at('2027-06-01T00:00:00Z'))).toBe(false);
    expect(isDue('2027-01-01', 0, '2027-01-01', at('2027-01-01T08:00:00Z'))).toBe(true);
  });
});

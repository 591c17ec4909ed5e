import { closeReason, formsNeeded, maySnapshot } from './snapshot-rule';

describe('snapshot rule', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const open = {
    resultsUploadedAt: null,
    expiryDate: new Date('2026-11-30T23:59:59Z'),
    respondentCount: 6,
    completedCount: 5,
  };

  it('an inquiry closes when its results are published, its expiry passes, or every respondent completed', () => {
    expect(closeReason(open, now)).toBeNull();
    expect(closeReason({ ...open, resultsUploadedAt: now }, now)).toBe('published');
    expect(closeReason({ ...open, expiryDate: new Date('2026-11-24T11:59:59Z') }, now)).toBe('expired');
    expect(closeReason({ ...open, completedCount: 6 }, now)).toBe('all-completed');
    expect(closeReason({ ...open, respondentCount: 0, completedCount: 0 }, now)).toBeNull();
    // Publication names the close even when the others hold too.
    expect(closeReason({ ...open, completedCount: 6, resultsUploadedAt: now }, now)).toBe('published');
  });

  it('the first snapshot needs MIN_RESPONDENTS forms', () => {
    expect(maySnapshot(4, null, 5)).toBe(false);
    expect(maySnapshot(5, null, 5)).toBe(true);
    expect(formsNeeded(3, null, 5)).toBe(2);
  });

  it('a later one only MIN_RESPONDENTS forms after the last: two snapshots never differ by one person', () => {
    expect(maySnapshot(5, 5, 5)).toBe(false);
    expect(maySnapshot(6, 5, 5)).toBe(false);
    expect(maySnapshot(9, 5, 5)).toBe(false);
    expect(maySnapshot(10, 5, 5)).toBe(true);
    expect(formsNeeded(6, 5, 5)).toBe(4);
    expect(formsNeeded(12, 5, 5)).toBe(0);
    // Any chain of snapshots: every step holds at least the floor.
    const chain = [5, 10, 17, 22];
    chain.slice(1).forEach((n, i) => expect(maySnapshot(n, chain[i], 5)).toBe(true));
  });
});

import { MAX_ATTEMPTS, retryDelayMs } from './mail-worker.service';

describe('retryDelayMs', () => {
  it('backs off exponentially from 30 s and caps at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('spreads the attempts over several hours before giving up', () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(3 * 3_600_000);
  });
});

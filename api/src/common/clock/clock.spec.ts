import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Clock, readClock } from './clock';

describe('Clock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clock-'));
  const file = join(dir, 'now');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const near = (d: Date, ms: number) => Math.abs(d.getTime() - ms) < 5000;

  it('reads an instant, a signed offset, or the system clock for anything else', () => {
    const system = new Date('2026-11-28T12:00:00Z');
    expect(readClock('2027-01-04T09:00:00Z', system).toISOString()).toBe('2027-01-04T09:00:00.000Z');
    expect(readClock('+86400000', system).toISOString()).toBe('2026-11-29T12:00:00.000Z');
    expect(readClock('-60000', system).toISOString()).toBe('2026-11-28T11:59:00.000Z');
    expect(readClock('', system)).toBe(system);
    expect(readClock('next tuesday-ish', system)).toBe(system);
  });

  it('is the system clock without TEST_CLOCK_FILE', () => {
    writeFileSync(file, '2030-01-01T00:00:00Z');
    expect(near(new Clock({}).now(), Date.now())).toBe(true);
  });

  it('reads the file afresh at each reading, and the system clock while the file is missing', () => {
    const clock = new Clock({ TEST_CLOCK_FILE: join(dir, 'later') });
    expect(near(clock.now(), Date.now())).toBe(true);
    writeFileSync(join(dir, 'later'), '2030-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
    writeFileSync(join(dir, 'later'), '2031-06-01T00:00:00Z\n');
    expect(clock.now().toISOString()).toBe('2031-06-01T00:00:00.000Z');
  });

  it('refuses the file when NODE_ENV=production', () => {
    writeFileSync(file, '2030-01-01T00:00:00Z');
    const clock = new Clock({ TEST_CLOCK_FILE: file, NODE_ENV: 'production' });
    expect(near(clock.now(), Date.now())).toBe(true);
  });
});

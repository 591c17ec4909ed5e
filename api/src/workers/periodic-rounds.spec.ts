import { Logger } from '@nestjs/common';
import { PeriodicRounds } from './periodic-rounds';

describe('PeriodicRounds', () => {
  const logger = { warn: jest.fn() } as unknown as Logger & { warn: jest.Mock };
  beforeEach(() => logger.warn.mockReset());

  it('never runs two rounds at once: a round asked for meanwhile gets the running one', async () => {
    const rounds = new PeriodicRounds(logger, 'Test round');
    let release!: (n: number) => void;
    const round = jest.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const first = rounds.run(round);
    const second = rounds.run(round);
    expect(round).toHaveBeenCalledTimes(1);
    release(3);
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    // Once it has ended, the next round runs.
    const third = rounds.run(round);
    release(1);
    expect(await third).toBe(1);
    expect(round).toHaveBeenCalledTimes(2);
  });

  it('logs a failed round and counts it 0; after stop() a failure is not logged', async () => {
    const rounds = new PeriodicRounds(logger, 'Test round');
    expect(await rounds.run(() => Promise.reject(new Error('database gone')))).toBe(0);
    expect(logger.warn).toHaveBeenCalledWith('Test round failed: database gone');
    await rounds.stop();
    expect(await rounds.run(() => Promise.reject(new Error('closing')))).toBe(0);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('stop() ends the timer and waits for the running round', async () => {
    jest.useFakeTimers();
    try {
      const rounds = new PeriodicRounds(logger, 'Test round');
      let release!: () => void;
      const tick = jest.fn(() => rounds.run(() => new Promise<number>((resolve) => (release = () => resolve(0)))));
      rounds.every(1000, tick);
      jest.advanceTimersByTime(1000);
      expect(tick).toHaveBeenCalledTimes(1);
      let stopped = false;
      const stopping = rounds.stop().then(() => (stopped = true));
      await Promise.resolve();
      expect(stopped).toBe(false);
      expect(rounds.stopped).toBe(true);
      release();
      await stopping;
      expect(stopped).toBe(true);
      jest.advanceTimersByTime(5000);
      expect(tick).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

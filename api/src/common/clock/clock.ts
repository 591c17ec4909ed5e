import { Logger } from '@nestjs/common';
import { readFileSync } from 'node:fs';

/**
 * The API's idea of now for its timers and the services they share dates with (programme rounds, lifecycle
 * invitations, reminders, action due-dates). It is the system clock, unless the operator names a file in
 * TEST_CLOCK_FILE (docs/configuration.md): then each reading takes the file afresh, so a test moves time by
 * rewriting it. The file holds an instant (`2027-01-04T09:00:00Z`: now is that instant) or a signed offset in
 * milliseconds (`+7776000000`: now is the system clock moved on by it); a missing, empty or unreadable file reads
 * as the system clock. Refused when NODE_ENV=production: no setting may move a live portal's time.
 */
export class Clock {
  private readonly logger = new Logger('Clock');
  private readonly file?: string;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    const file = env.TEST_CLOCK_FILE?.trim();
    if (!file) return;
    if (env.NODE_ENV === 'production') {
      this.logger.warn('TEST_CLOCK_FILE is ignored when NODE_ENV=production: the system clock is used');
      return;
    }
    this.file = file;
    this.logger.log(`Test clock active: now is read from ${file}`);
  }

  now(): Date {
    const system = new Date();
    if (!this.file) return system;
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8').trim();
    } catch {
      return system;
    }
    return readClock(text, system);
  }
}

/** What a clock file's text says now is, given the system clock's `system`. */
export function readClock(text: string, system: Date): Date {
  if (/^[+-]?\d+$/.test(text)) return new Date(system.getTime() + Number(text));
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? system : new Date(instant);
}

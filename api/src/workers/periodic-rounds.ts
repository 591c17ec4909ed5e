import { Logger } from '@nestjs/common';

/**
 * A round of background work every so often in this API process (mail delivery, reminders, the sweep of generated
 * files). The timer never keeps the process alive; rounds never overlap (a round asked for while one runs gets that
 * one's promise); a failed round is logged and counts 0; stop() ends the timer and waits for the running round.
 */
export class PeriodicRounds {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private ended = false;

  constructor(
    private readonly logger: Logger,
    /** How a failed round is named in the log: "<what> failed: <reason>". */
    private readonly what: string,
  ) {}

  /** True once stop() was called: a long round checks it between its steps. */
  get stopped(): boolean {
    return this.ended;
  }

  /** Calls `tick` (the owner's method that runs a round through run()) every intervalMs. */
  every(intervalMs: number, tick: () => Promise<number>): void {
    this.timer = setInterval(() => void tick(), intervalMs);
    this.timer.unref();
  }

  /** Runs `round` now, unless a round is still running (then that one's promise). Resolves to the round's count. */
  run(round: () => Promise<number>): Promise<number> {
    if (this.running) return this.running;
    this.running = round()
      .catch((err: unknown) => {
        if (!this.ended) this.logger.warn(`${this.what} failed: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    this.ended = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}

// A file's timers that are still pending when it ends (a session leaving for the login page 2.5 s after a refusal,
// a debounce) would otherwise fire in the next file, which shares the worker: clearing the session it signed in,
// calling fetch after its stubs are gone. With a worker per file they died with the file's worker; here every
// timer goes through this ledger, and the next file starts by clearing what the files before it left pending.

type Handle = ReturnType<typeof setTimeout>;
interface Ledger {
  pending: Set<Handle>;
  clear: typeof clearTimeout;
}

const LEDGER = Symbol.for('backoffice-tests.timer-ledger');
const shared = globalThis as { [LEDGER]?: Ledger };

function install(): Ledger {
  const { setTimeout: realSetTimeout, setInterval: realSetInterval } = globalThis;
  const { clearTimeout: realClearTimeout, clearInterval: realClearInterval } = globalThis;
  const ledger: Ledger = { pending: new Set(), clear: realClearTimeout };

  const setTimeoutLogged = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle: Handle = realSetTimeout(
      (...callArgs: unknown[]) => {
        ledger.pending.delete(handle);
        if (typeof callback === 'function') callback(...callArgs);
      },
      delay,
      ...args,
    );
    ledger.pending.add(handle);
    return handle;
  }) as typeof setTimeout;
  const setIntervalLogged = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle: Handle = realSetInterval(callback, delay, ...args);
    ledger.pending.add(handle);
    return handle;
  }) as typeof setInterval;
  const clearLogged = (real: (handle?: Handle) => void) => (handle?: Handle | string | number) => {
    ledger.pending.delete(handle as Handle);
    real(handle as Handle);
  };

  globalThis.setTimeout = setTimeoutLogged;
  globalThis.setInterval = setIntervalLogged;
  globalThis.clearTimeout = clearLogged(realClearTimeout) as typeof clearTimeout;
  globalThis.clearInterval = clearLogged(realClearInterval) as typeof clearInterval;
  return ledger;
}

/** Clears every timer an earlier file left pending (from the first file on, all timers are logged). */
export function clearTimersLeftPending(): void {
  const ledger = (shared[LEDGER] ??= install());
  for (const handle of ledger.pending) ledger.clear(handle);
  ledger.pending.clear();
}

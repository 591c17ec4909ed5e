import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, MAX_TOASTS, subscribeToasts, THROTTLE_TOAST_KEY, toast, type Toast } from './toast';

let toasts: Toast[] = [];
let unsubscribe: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  unsubscribe = subscribeToasts((t) => (toasts = t));
});
afterEach(() => {
  clearToasts();
  unsubscribe();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows the same message once: a repeat refreshes it and gives it its full time again', () => {
    const first = toast.error('Invalid code', ['The code is invalid or has expired.']);
    vi.advanceTimersByTime(4000);
    const again = toast.error('Invalid code', ['The code is invalid or has expired.']);
    toast.error('Invalid code', ['The code is invalid or has expired.']);
    expect(again).toBe(first);
    expect(toasts).toHaveLength(1);
    expect(toasts[0].repeats).toBe(2);
    vi.advanceTimersByTime(4000);
    expect(toasts).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(toasts).toHaveLength(0);
  });

  it('moves a repeated message to the newest place', () => {
    toast.error('Invalid code');
    toast.success('Code sent');
    toast.error('Invalid code');
    expect(toasts.map((t) => t.title)).toEqual(['Code sent', 'Invalid code']);
  });

  it('keeps different messages apart, and a message with another kind or other lines is another message', () => {
    toast.error('Invalid code', ['a']);
    toast.error('Invalid code', ['b']);
    expect(toasts).toHaveLength(2);
  });

  it('one key, one toast: a throttle message replaces another one with a different text', () => {
    toast.error('Too many attempts. Please wait a minute and try again.', [], { key: THROTTLE_TOAST_KEY });
    toast.error('You asked for 5 codes in the last hour.', [], { key: THROTTLE_TOAST_KEY });
    expect(toasts.map((t) => t.title)).toEqual(['You asked for 5 codes in the last hour.']);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    for (const title of ['one', 'two', 'three', 'four']) toast.info(title);
    expect(toasts.map((t) => t.title)).toEqual(['two', 'three', 'four']);
  });

  it('still accepts a duration as the third argument', () => {
    toast.error('File', [], 7000);
    vi.advanceTimersByTime(6000);
    expect(toasts).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(toasts).toHaveLength(0);
  });
});

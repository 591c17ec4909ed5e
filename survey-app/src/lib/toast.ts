// A tiny toast store, usable from React and from plain modules such as the API client.
import { TOAST_MS } from '@portal/contracts';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  lines: string[];
  duration: number;
  /** Toasts with the same key are one message: a new one replaces the shown one instead of stacking. */
  key: string;
  /** How many times the message was shown again while on screen; a change re-announces it. */
  repeats: number;
}

type Listener = (toasts: Toast[]) => void;

export const LONG_TOAST_MS = 7000;
/** The most toasts kept at once: an older one gives way to a newer one rather than pushing the page under a pile. */
export const MAX_TOASTS = 3;
/** The one key of every "too many attempts" message: whichever limit answered, one of them is shown. */
export const THROTTLE_TOAST_KEY = 'throttled';

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

function clearTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function dismissToast(id: number): void {
  clearTimer(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function startTimer(id: number, duration: number) {
  clearTimer(id);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
}

export interface ToastOptions {
  duration?: number;
  /** A message that replaces another one with a different text (the API's throttle answers). */
  key?: string;
}

/**
 * Shows a message. The same message again (same kind, title and lines, or the same key) refreshes the one on
 * screen, moved to the newest place with its full time again, instead of stacking a copy.
 */
export function showToast(
  kind: ToastKind,
  title: string,
  lines: string[] = [],
  options: ToastOptions | number = {},
): number {
  const { duration = TOAST_MS, key: given } = typeof options === 'number' ? { duration: options } : options;
  const shownLines = lines.filter(Boolean);
  const key = given ?? JSON.stringify([kind, title, shownLines]);
  const same = toasts.find((t) => t.key === key);
  const toast: Toast = same
    ? { ...same, kind, title, lines: shownLines, duration, repeats: same.repeats + 1 }
    : { id: nextId++, kind, title, lines: shownLines, duration, key, repeats: 0 };
  const others = toasts.filter((t) => t.key !== key);
  for (const dropped of others.slice(0, Math.max(0, others.length - (MAX_TOASTS - 1)))) clearTimer(dropped.id);
  toasts = [...others.slice(-(MAX_TOASTS - 1)), toast];
  startTimer(toast.id, duration);
  emit();
  return toast.id;
}

/** Removes every toast. */
export function clearToasts(): void {
  for (const id of timers.keys()) clearTimer(id);
  toasts = [];
  emit();
}

export const toast = {
  success: (title: string, lines?: string[], options?: ToastOptions | number) =>
    showToast('success', title, lines, options),
  error: (title: string, lines?: string[], options?: ToastOptions | number) =>
    showToast('error', title, lines, options),
  info: (title: string, lines?: string[], options?: ToastOptions | number) => showToast('info', title, lines, options),
};

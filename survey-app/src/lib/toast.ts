// A tiny toast store, usable from React and from plain modules such as the API client.
import { TOAST_MS } from '@portal/contracts';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  lines: string[];
  duration: number;
}

type Listener = (toasts: Toast[]) => void;

export const LONG_TOAST_MS = 7000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(kind: ToastKind, title: string, lines: string[] = [], duration = TOAST_MS): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, title, lines: lines.filter(Boolean), duration }];
  emit();
  setTimeout(() => dismissToast(id), duration);
  return id;
}

export const toast = {
  success: (title: string, lines?: string[], duration?: number) => showToast('success', title, lines, duration),
  error: (title: string, lines?: string[], duration?: number) => showToast('error', title, lines, duration),
  info: (title: string, lines?: string[], duration?: number) => showToast('info', title, lines, duration),
};

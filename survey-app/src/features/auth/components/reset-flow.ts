// The forgot-password flow spans three pages; its state survives a reload in sessionStorage only.
const KEY = 'passwordReset';

export interface ResetFlow {
  email: string;
  userId: string;
  token?: string;
}

export function readResetFlow(): ResetFlow | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ResetFlow | null;
    return value && value.email && value.userId ? value : null;
  } catch {
    return null;
  }
}

export function writeResetFlow(flow: ResetFlow): void {
  sessionStorage.setItem(KEY, JSON.stringify(flow));
}

export function endResetFlow(): void {
  sessionStorage.removeItem(KEY);
}

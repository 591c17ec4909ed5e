import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { api } from './api-client';
import { i18n } from './i18n';
import { clearToasts, subscribeToasts, type Toast } from './toast';

let toasts: Toast[] = [];
let unsubscribe: () => void;

const throttled = (line: string) =>
  jsonResponse({ status: 429, title: 'Too Many Requests', errorMessage: [line] }, 429);

beforeEach(() => {
  unsubscribe = subscribeToasts((t) => (toasts = t));
});
afterEach(() => {
  clearToasts();
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('api client: throttled calls', () => {
  it('shows one message, the server’s line, not the title’s sentence beside it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => throttled('Too many attempts. Please wait a minute and try again.')),
    );
    await expect(api.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({ status: 429 });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      title: 'Too many attempts. Please wait a minute and try again.',
      lines: [],
    });
  });

  it('two different throttle answers in turn leave one toast, the newest', async () => {
    const lines = ['Too many attempts. Please wait a minute and try again.', 'You asked for 5 codes in the last hour.'];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => throttled(lines.shift()!)),
    );
    await expect(api.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({ status: 429 });
    await expect(api.post('/auth/forgotpassword', {}, { auth: false })).rejects.toMatchObject({ status: 429 });
    expect(toasts.map((t) => t.title)).toEqual(['You asked for 5 codes in the last hour.']);
  });

  it('translates the throttle line', async () => {
    await i18n.changeLanguage('de');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => throttled('Too many attempts. Please wait a minute and try again.')),
    );
    await expect(api.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({ status: 429 });
    expect(toasts[0].title).toBe('Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.');
  });

  it('a throttle answer without a line shows the title’s sentence', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 429, title: 'Too Many Requests', errorMessage: [] }, 429)),
    );
    await expect(api.get('/health')).rejects.toMatchObject({ status: 429 });
    expect(toasts[0]).toMatchObject({ title: 'Too many attempts: please wait a moment and try again.', lines: [] });
  });
});

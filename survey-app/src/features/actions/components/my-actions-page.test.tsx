import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { structureViolations } from '../../../test/axe';
import { OWNED, page } from '../test/fixtures';
import MyActionsPage from './my-actions-page';

/** A customer user owning one action of round 5. */
function mockApi() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : null });
      if (url.endsWith('/api/Actions/Mine?pageSize=-1')) return jsonResponse(page([OWNED]));
      if (url.endsWith('/api/Actions/41/Updates') && method === 'POST') return jsonResponse(OWNED);
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
  return calls;
}

const routes = [{ path: '/customerUser/my-actions', element: <MyActionsPage /> }];
afterEach(() => vi.unstubAllGlobals());

describe('My actions', () => {
  it('lists the actions the person owns, on any inquiry of the organisation', async () => {
    const calls = mockApi();
    signIn('CustomerUser');
    renderRoutes(routes, '/customerUser/my-actions');
    const card = await screen.findByRole('article', { name: OWNED.Title });
    expect(within(card).getByText(OWNED.Description)).toBeTruthy();
    expect(within(card).getByText('Questions: Roles are clear')).toBeTruthy();
    expect(within(card).getByText('Aims at: People')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET').map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      '/api/Actions/Mine',
    ]);
    expect(await structureViolations()).toEqual([]);
  });

  it('posts an update: the note, and the status only when it changed', async () => {
    const calls = mockApi();
    signIn('CustomerUser');
    renderRoutes(routes, '/customerUser/my-actions');
    const card = await screen.findByRole('article', { name: OWNED.Title });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Update' }), {
      target: { value: 'Two teams have rewritten theirs.' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Note: 'Two teams have rewritten theirs.' });

    fireEvent.change(within(card).getByRole('textbox', { name: 'Update' }), { target: { value: 'Started.' } });
    fireEvent.change(within(card).getByRole('combobox', { name: 'Status' }), { target: { value: 'InProgress' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1].body).toEqual({ Note: 'Started.', Status: 'InProgress' });
    expect(await screen.findByText('Your update is posted.')).toBeTruthy();
  });

  it('sends no update without a note', async () => {
    const calls = mockApi();
    signIn('CustomerUser');
    renderRoutes(routes, '/customerUser/my-actions');
    const card = await screen.findByRole('article', { name: OWNED.Title });
    fireEvent.click(within(card).getByRole('button', { name: 'Post update' }));
    expect(await within(card).findByText('This field is mandatory')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says so when the person owns no action', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.includes('/Actions/Mine') ? jsonResponse(page([])) : jsonResponse({}, 404))),
    );
    signIn('CustomerUser');
    renderRoutes(routes, '/customerUser/my-actions');
    expect(await screen.findByText('You own no actions.')).toBeTruthy();
  });
});

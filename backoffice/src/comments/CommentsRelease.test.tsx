import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { signIn } from '../test-session';
import { AppNotification } from '../common/AppNotification';
import { CommentsRelease } from './CommentsRelease';

const themes = (released: boolean, examples: boolean) => ({
  InquiryId: 5,
  Released: released,
  Gated: false,
  Message: null,
  N: 25,
  MinRespondents: 5,
  Questions: [
    {
      Key: 'd:7',
      Title: 'Biggest obstacle',
      Count: 24,
      Themes: [
        { Theme: 'meetings', Count: 5, Sentiment: -0.4, Examples: examples ? ['Too many meetings'] : [] },
        { Theme: 'réunions', Count: 2, Sentiment: null, Examples: [] },
      ],
    },
  ],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockApi() {
  let released = false;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/Insights/CommentsRelease/5') && init?.method === 'PUT') {
      released = JSON.parse(String(init.body)).Released;
      return json({ InquiryId: 5, Released: released, ChangedAt: new Date().toISOString() });
    }
    if (url.includes('/Insights/CommentThemes/5?view=customer')) return json(themes(released, released));
    if (url.includes('/Insights/CommentThemes/5')) return json(themes(released, true));
    return json({ status: 404, title: 'Not Found', errorMessage: ['Not found'] }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('CommentsRelease', { timeout: 60_000 }, () => {
  it('releases the comments with the switch and the preview gains the examples; the sentiment is named in words', async () => {
    const fetch = mockApi();
    signIn('SuperAdmin');
    render(
      <MemoryRouter initialEntries={['/monitor-activity/comments/5']}>
        <AdminContext dataProvider={{} as DataProvider} authProvider={authProvider}>
          <Routes>
            <Route path="/monitor-activity/comments/:inquiryId" element={<CommentsRelease />} />
          </Routes>
          <AppNotification />
        </AdminContext>
      </MemoryRouter>,
    );
    expect((await screen.findAllByText('meetings · 5 · ▼ negative', {}, { timeout: 10_000 })).length).toBe(2);
    expect(screen.getAllByText('réunions · 2 · ○ not scored')).toHaveLength(2);
    const toggle = screen.getByRole('switch', {
      name: "Comments released to the customer's admins",
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    // Withheld: only the operator's own (live) card shows an example.
    expect(screen.getAllByText('Too many meetings')).toHaveLength(1);
    fireEvent.click(toggle);
    await screen.findByText("The comments are released to the customer's admins", {}, { timeout: 10_000 });
    const put = fetch.mock.calls.find(
      ([url, init]) => String(url).includes('CommentsRelease/5') && init?.method === 'PUT',
    )!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ Released: true });
    await waitFor(() => expect(screen.getAllByText('Too many meetings')).toHaveLength(2), { timeout: 10_000 });
    expect(
      (screen.getByRole('switch', { name: "Comments released to the customer's admins" }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { authProvider } from '../providers/authProvider';
import { AppNotification } from '../common/AppNotification';
import { signIn } from '../test-session';
import type { OpenLinkDto } from './openLinkMethods';
import { openLinkRoutes } from '.';

export const URL_OF_LINK = 'https://portal.example.com/open/tok123';
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1H0z"/></svg>';

export const openLink = (over: Partial<OpenLinkDto> = {}): OpenLinkDto => ({
  InquiryId: 5,
  Token: 'tok123',
  Url: URL_OF_LINK,
  GroupQuestions: ['Department'],
  CreatedAt: '2026-11-20T09:00:00.000Z' as unknown as OpenLinkDto['CreatedAt'],
  Responses: 12,
  CompletedResponses: 9,
  ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const refusal = (status: number, lines: string[]) =>
  json({ status, title: status === 400 ? 'Bad Request' : 'Conflict', errorMessage: lines }, status);

/**
 * The API of inquiry 5's open link: GET answers the link or 404, POST opens one (or `refuse` answers instead),
 * DELETE revokes, Qr answers an SVG, the public intro answers the organisation and its anonymity floor.
 */
export function mockApi(initial: OpenLinkDto | null, refuse?: () => Response, closed = false) {
  const store = { link: initial };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/Inquiry/5/OpenLink/Qr'))
      return store.link
        ? new Response(QR_SVG, { headers: { 'Content-Type': 'image/svg+xml' } })
        : refusal(404, ['Open link not found']);
    if (url.endsWith('/Inquiry/5/OpenLink') && method === 'GET')
      return store.link ? json(store.link) : refusal(404, ['Open link not found']);
    if (url.endsWith('/Inquiry/5/OpenLink') && method === 'POST') {
      if (refuse) return refuse();
      const body = JSON.parse(String(init?.body ?? '{}'));
      store.link = openLink({ GroupQuestions: body.GroupQuestions ?? [], Responses: 0, CompletedResponses: 0 });
      return json(store.link);
    }
    if (url.endsWith('/Inquiry/5/OpenLink') && method === 'DELETE') {
      const revoked = !!store.link;
      store.link = null;
      return json({ Revoked: revoked });
    }
    if (url.endsWith('/OpenLink/tok123') && closed)
      return json(
        { status: 410, title: 'Closed', errorMessage: ['This survey link is closed. Thank you for your interest.'] },
        410,
      );
    if (url.endsWith('/OpenLink/tok123'))
      return json({
        Organisation: 'Northwind Traders',
        Description: 'Staff survey',
        GroupQuestions: [],
        MinRespondents: 5,
      });
    return refusal(404, ['Not Found']);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const calls = (fetch: ReturnType<typeof mockApi>, method: string) =>
  fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).includes('/OpenLink'))
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

export const dataProvider = {
  getOne: async () => ({ data: { id: 5, Description: 'Staff survey 2026' } }),
  getPeopleAttributes: vi.fn(async () => [
    { Name: 'Department', Values: ['Sales', 'Support'], ValueCount: 2, People: 9 },
    { Name: 'Location', Values: ['Ghent', 'Lyon'], ValueCount: 2, People: 9 },
    { Name: 'EmployeeNumber', Values: [], ValueCount: 240, People: 240 },
  ]),
} as unknown as DataProvider;

/** The screen at `path` below the customer admin's (or the operator's) inquiries list. */
export function renderAt(path: string, role: 'CustomerAdmin' | 'SuperAdmin' = 'CustomerAdmin') {
  signIn(role);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider}>
        <Routes>
          <Route path="/inquiry-logs/*" element={<Routes>{openLinkRoutes('/inquiry-logs')}</Routes>} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The QR code's SVG as the page shows it. */
export const QR_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`;

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { unanswered } from '../../test/survey-form-fixtures';
import OpenLinkRoute from './open-link-route';

const TOKEN = 'T'.repeat(43);
const KEY = 'K'.repeat(43);

const INTRO = {
  Organisation: 'Northwind Traders',
  Description: 'Kiosk survey',
  MinRespondents: 5,
  GroupQuestions: [{ Name: 'Department', Values: ['Sales', 'HR'] }],
};
const form = (status = 'pending') => ({
  Status: status,
  ExpiryDate: null,
  IsExpired: false,
  IsClosed: false,
  MinRespondents: 5,
  currentPage: 1,
  pageSize: -1,
  totalItem: 1,
  totalPage: 1,
  data: [
    {
      ...unanswered,
      Id: 11,
      Title: 'Overall satisfaction',
      Area: 'Other',
      Type: 'Rating',
      RadioButtonOptions: ['1', '2', '3', '4', '5'],
      CustomerUserId: 77,
    },
  ],
});

let calls: { url: string; method: string; body: unknown; key: string | null }[];
let answer: (url: string, method: string) => Response;

beforeEach(() => {
  calls = [];
  localStorage.clear();
  answer = (url, method) => {
    if (url.endsWith('/Start')) return jsonResponse({ BrowserKey: KEY, Form: form() });
    if (url.endsWith('/Answers')) return jsonResponse(form('completed'));
    if (method === 'GET') return jsonResponse(INTRO);
    return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({
        url,
        method,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        key: headers['X-Open-Link-Key'] ?? null,
      });
      return answer(url, method);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const open = () => renderRoutes([{ path: '/open/:token', element: <OpenLinkRoute /> }], `/open/${TOKEN}`);

describe('open link page', () => {
  it('asks the group question, starts a form with the chosen group, keeps the key, and submits with it', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Kiosk survey' })).toBeTruthy();
    expect(screen.getByText('Northwind Traders')).toBeTruthy();
    const department = screen.getByLabelText('Department') as HTMLSelectElement;
    expect([...department.options].map((o) => o.text)).toEqual(['Prefer not to say', 'Sales', 'HR']);
    fireEvent.change(department, { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByText('Overall satisfaction')).toBeTruthy();
    expect(calls[1]).toMatchObject({ url: `/api/OpenLink/${TOKEN}/Start`, body: { Groups: { Department: 'Sales' } } });
    expect(localStorage.getItem(`portal.openLink.${TOKEN}`)).toBe(KEY);

    fireEvent.click(screen.getAllByRole('radio', { name: /^4/ })[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    const save = calls.find((c) => c.url.endsWith('/Answers'))!;
    expect(save.key).toBe(KEY);
    expect(save.body).toMatchObject({
      Status: 'completed',
      SurveyAnswerDtos: [{ DiagnosticId: '11', CustomerUserId: '77', Answer: '4' }],
    });
  });

  it('brings a browser that started back to its own form, without asking the groups again', async () => {
    localStorage.setItem(`portal.openLink.${TOKEN}`, KEY);
    open();
    expect(await screen.findByText('Overall satisfaction')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([`/api/OpenLink/${TOKEN}`, `/api/OpenLink/${TOKEN}/Start`]);
    expect(calls[1].body).toEqual({ BrowserKey: KEY });
    expect(screen.queryByLabelText('Department')).toBeNull();
  });

  it('says a revoked link is closed', async () => {
    answer = () =>
      jsonResponse({ status: 410, title: 'Closed', errorMessage: ['This survey link is closed. Thank you.'] }, 410);
    open();
    expect(await screen.findByRole('heading', { name: 'This survey is closed' })).toBeTruthy();
    expect(screen.getByText('This link no longer takes answers. Thank you for your interest.')).toBeTruthy();
  });

  it('says when too many answers came from the network, and tries again on request', async () => {
    open();
    await screen.findByRole('button', { name: 'Start' });
    answer = () => jsonResponse({ status: 429, title: 'Too Many Requests', errorMessage: ['Too many'] }, 429);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'Please try again later' })).toBeTruthy();
    answer = (url) => (url.endsWith('/Start') ? jsonResponse({ BrowserKey: KEY, Form: form() }) : jsonResponse(INTRO));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy());
  });

  it('shows a browser whose form is already submitted the thanks, not the form', async () => {
    localStorage.setItem(`portal.openLink.${TOKEN}`, KEY);
    answer = (url) =>
      url.endsWith('/Start') ? jsonResponse({ BrowserKey: KEY, Form: form('completed') }) : jsonResponse(INTRO);
    open();
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.queryByText('Overall satisfaction')).toBeNull();
  });
});

/** Test helpers of the actions screens: a fake API over fetch and the screens mounted as the app routes them. */
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { signIn } from '../test-session';
import { AppNotification } from '../common/AppNotification';
import type { ResultArea } from '@portal/contracts';
import type { ActionRecord } from './actionMethods';
import { actionsRoutes } from '.';

export const action = (id: number, overrides: Partial<ActionRecord> = {}): ActionRecord =>
  titled({
    Id: id,
    InquiryId: 5,
    Title: `Action ${id}`,
    Description: '',
    OwnerUserId: null,
    OwnerName: '',
    DueDate: null,
    Overdue: false,
    Status: 'NotStarted',
    Origin: 'Blank',
    Shared: false,
    TargetQuestionIds: [],
    TargetQuestions: [],
    TargetAreas: [],
    Updates: [],
    CreatedAt: '2026-01-05T10:00:00.000Z',
    UpdatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  });

/** The list call's filters as the server applies them (an area named, or through a targeted question of it). */
function serverFiltered(actions: ActionRecord[], q: URLSearchParams): ActionRecord[] {
  const owner = q.get('owner');
  const area = q.get('area');
  const about = (a: ActionRecord) =>
    (a.TargetAreas as string[]).includes(area!) || a.TargetQuestions.some((t) => t.Area === area);
  return actions.filter(
    (a) =>
      (owner === null || (owner === 'none' ? a.OwnerUserId === null : String(a.OwnerUserId) === owner)) &&
      (q.get('status') === null || a.Status === q.get('status')) &&
      (area === null || about(a)) &&
      (q.get('overdue') === null || String(a.Overdue) === q.get('overdue')),
  );
}

/** The targeted questions' titles and areas, as the server answers them with every action (the Trend read's titles here). */
function titled(a: ActionRecord): ActionRecord {
  const byId = new Map(QUESTIONS.map((q) => [q.Id, q]));
  const TargetQuestions = a.TargetQuestionIds.flatMap((id) => {
    const q = byId.get(id);
    return q ? [{ QuestionId: q.Id, Title: `${q.Title} (API)`, Area: q.Area as ResultArea }] : [];
  });
  return Object.assign(a, { TargetQuestions });
}

export const QUESTIONS: { Id: number; Title: string; Area: ResultArea; Points: []; Change: null }[] = [
  { Id: 11, Title: 'Workload is manageable', Area: 'People', Points: [], Change: null },
  { Id: 12, Title: 'Decisions are explained', Area: 'Culture', Points: [], Change: null },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, title: string) => json({ status, title, errorMessage: [title] }, status);

/** An API holding `actions` of inquiry 5; PUT, POST updates and DELETE change them as the server would. */
export function mockApi(actions: ActionRecord[]) {
  const store = { actions: [...actions] };
  const find = (id: number) => store.actions.find((a) => a.Id === id);
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.includes('/Inquiry/5/Actions') && method === 'GET')
      return json({ data: serverFiltered(store.actions, new URL(url, 'http://x').searchParams), totalCount: 0 });
    if (url.includes('/Inquiry/5/Actions') && method === 'POST') {
      const made = action(100, body);
      store.actions.unshift(made);
      return json(made);
    }
    if (url.includes('/Insights/Trend/5')) return json({ InquiryId: 5, Questions: QUESTIONS });
    if (url.includes('/Inquiry/5/ActionOwners'))
      return json({ data: [{ Id: 21, Name: 'Rita Owner', Email: 'rita@example.com', Role: 'CustomerUser' }] });
    const one = /\/Actions\/(\d+)(\/Updates|\/Shared)?$/.exec(url);
    if (one) {
      const found = find(Number(one[1]));
      if (!found) return problem(404, 'Not Found');
      if (one[2] === '/Updates' && method === 'POST') {
        const update = {
          Id: found.Updates.length + 1,
          Note: body.Note,
          Status: body.Status ?? null,
          AuthorUserId: 3,
          AuthorName: 'Ann Admin',
          CreatedAt: '2026-02-01T09:00:00.000Z',
        };
        Object.assign(found, { Updates: [...found.Updates, update], Status: body.Status ?? found.Status });
        return json(found);
      }
      if (method === 'PUT') return json(titled(Object.assign(found, body)));
      if (method === 'DELETE') {
        store.actions = store.actions.filter((a) => a !== found);
        return json({ Id: found.Id });
      }
      return json(found);
    }
    return problem(404, 'Not Found');
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, store };
}

/** The calls of a method to a path's end, with their bodies. */
export const calls = (fetch: ReturnType<typeof mockApi>['fetch'], method: string, end: string) =>
  fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(end))
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

const inquiries = {
  getOne: async () => ({ data: { id: 5, Description: 'Annual health check 2026' } }),
} as unknown as DataProvider;

/** Mounts the actions' routes of a role at `url` (the customer admin below /inquiry-logs, the operator below /monitor-activity). */
export function renderActions(role: 'CustomerAdmin' | 'SuperAdmin', url: string) {
  signIn(role);
  const back = role === 'CustomerAdmin' ? '/inquiry-logs' : '/monitor-activity';
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={inquiries} authProvider={authProvider}>
        <Routes>
          <Route path={`${back}/*`} element={<Routes>{actionsRoutes(back, role === 'CustomerAdmin')}</Routes>} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

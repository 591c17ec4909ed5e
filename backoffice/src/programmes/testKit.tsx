import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, HttpError, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { authProvider } from '../providers/authProvider';
import { AppNotification } from '../common/AppNotification';
import type { ProgrammeDto, ProgrammeRoundDto } from './programmeMethods';

/** A screen of the given width for MUI's useMediaQuery (jsdom has no layout). */
export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  });
}

export const programme = (over: Partial<ProgrammeDto & { id: number }> = {}): ProgrammeDto & { id: number } => ({
  id: 4,
  Id: 4,
  CustomerId: 7,
  Name: 'Quarterly pulse',
  InquiryTypeId: 2,
  QuestionIds: [11, 12],
  AudienceAttribute: 'Department',
  AudienceValue: 'Sales',
  Cadence: 'Quarterly',
  DaysOpen: 14,
  StartDate: '2027-01-31T09:00',
  TimeZone: 'Europe/Brussels',
  IntakeAnswers: [{ IntakeId: 5, Answer: 'yes' }],
  IsPaused: false,
  PausedAt: null,
  NextRoundAt: '2027-04-30T07:00:00.000Z',
  RoundCount: 3,
  CreatedAt: '2026-11-01T09:00:00.000Z',
  ...over,
});

export const round = (over: Partial<ProgrammeRoundDto & { id: number }> = {}): ProgrammeRoundDto & { id: number } => ({
  id: 21,
  Id: 21,
  ProgrammeId: 4,
  RoundIndex: 2,
  ScheduledAt: '2027-01-31T08:00:00.000Z',
  Status: 'Created',
  InquiryId: 41,
  InvitedCount: 40,
  Participants: 40,
  CompletedForms: 30,
  Error: null,
  CreatedAt: '2027-01-31T08:00:01.000Z',
  ...over,
});

const TYPES = [
  { id: 2, Id: 2, InqType: 'Organisational health' },
  { id: 3, Id: 3, InqType: 'Digital readiness' },
];

/** A data provider answering the lists the programme screens read; `over` replaces any method. */
export function provider(over: Record<string, unknown> = {}) {
  const lists: Record<string, unknown[]> = {
    programmes: [
      programme(),
      programme({
        id: 5,
        Id: 5,
        Name: 'Yearly survey',
        Cadence: 'Yearly',
        IsPaused: true,
        NextRoundAt: null,
        RoundCount: 0,
      }),
    ],
    'programme-rounds': [
      round(),
      round({
        id: 20,
        Id: 20,
        RoundIndex: 1,
        Status: 'Failed',
        InquiryId: null,
        InvitedCount: 0,
        Participants: null,
        CompletedForms: null,
        Error: 'The daily invitation quota is used up',
      }),
    ],
    'inquiry-types': TYPES,
    pathways: [{ id: 8, Id: 8, Name: 'Culture' }],
    'diagnostic-questions': [
      { id: 11, Id: 11, Title: 'I know what is expected of me' },
      { id: 12, Id: 12, Title: 'I would recommend this place' },
    ],
    'intake-questions': [{ id: 5, Id: 5, Title: 'Are you a listed company?', Type: 'Checkbox', Description: '' }],
  };
  const getList = vi.fn(async (resource: string) => ({
    data: lists[resource] ?? [],
    total: (lists[resource] ?? []).length,
  }));
  const getOne = vi.fn(async () => ({ data: programme() }));
  return {
    getList,
    getOne,
    getMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async () => ({ data: programme() })),
    getPeopleAttributes: vi.fn(async () => [
      { Name: 'Department', Values: ['Sales', 'Support'], ValueCount: 2, People: 9 },
    ]),
    ...over,
  } as unknown as DataProvider & Record<string, ReturnType<typeof vi.fn>>;
}

/** The screen at `path` under the customer admin's routes, with the toasts. */
export function renderAt(path: string, routes: { path: string; element: ReactNode }[], dataProvider: DataProvider) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The API's 400 naming refused fields, one "Field: message" line each. */
export const refused = (lines: string[]) =>
  new HttpError('Bad Request', 400, { status: 400, title: 'Bad Request', errorMessage: lines });

/** The helper text under the input labelled `label`. */
export function helperOf(label: RegExp | string) {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ')[0])?.textContent ?? '') : '';
}

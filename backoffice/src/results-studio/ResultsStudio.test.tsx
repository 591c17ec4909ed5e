import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { signIn } from '../test-session';
import { AppNotification } from '../common/AppNotification';
import { ResultsStudio } from './ResultsStudio';
import { i18nProvider } from '../i18n/i18nProvider';

const draft = (version: number, overrides: Record<string, unknown> = {}) => ({
  InquiryId: 5,
  Version: version,
  Published: false,
  CustomerNotified: false,
  UpdatedAt: null,
  Findings: [{ Area: 'Culture', Text: 'Teams trust each other.' }],
  AdvanceInsights: [],
  Recommendations: [],
  Roadmap: [],
  AreaColors: [],
  Inputs: null,
  ...overrides,
});

const evidence = {
  Kind: 'ConcentrateHere',
  Area: 'People',
  Item: 'Workload is manageable',
  QuestionId: 11,
  MeanPerformance: 2.1,
  MeanImportance: 4.4,
  Gap: 2.3,
  AreaFigure: null,
  Change: null,
  P: null,
  FromInquiryId: null,
  N: 18,
  Why: 'In the concentrate-here quadrant',
};

const suggestions = {
  InquiryId: 5,
  Forms: 20,
  Message: null,
  CompletedForms: 20,
  MinRespondents: 5,
  Signals: [evidence],
  Findings: [{ FindingId: 9, Area: 'People', Text: 'Workload is a strain.', Score: 3, Evidence: [evidence] }],
  Recommendations: [],
  Roadmaps: [],
  AreaColors: [{ Area: 'People', Color: 'red', Figure: 2.4, N: 20, Rule: 'Red below 2.5', NoColour: null }],
};

const emptyAreas = { CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [] };
const preview = {
  InquiryId: 5,
  Version: 3,
  Language: 'en',
  FindingsResult: emptyAreas,
  AdvanceInsightsResult: emptyAreas,
  RecommendationResult: { data: [] },
  RoadmapResult: { data: [] },
  InputResult: emptyAreas,
  AreaColorResult: [],
  Problems: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stale = () => json({ status: 409, title: 'Conflict', errorMessage: ['Stale draft'] }, 409);

interface Api {
  stored: ReturnType<typeof draft>;
  putAnswers: Array<'ok' | 'stale'>;
  suggestions?: unknown;
  preview?: unknown;
}

function mockApi(api: Api) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/Results/5/Draft') && init?.method === 'PUT') {
      if (api.putAnswers.shift() === 'stale') return stale();
      const body = JSON.parse(String(init.body));
      if (body.Version !== api.stored.Version) return stale();
      api.stored = { ...api.stored, ...body, Version: api.stored.Version + 1 };
      return json(api.stored);
    }
    if (url.endsWith('/Results/5/Draft')) return json(api.stored);
    if (url.endsWith('/Results/5/Suggestions')) return json(api.suggestions ?? suggestions);
    if (url.includes('/Results/5/Preview')) return json(api.preview ?? preview);
    if (url.endsWith('/Results/5/Publish'))
      return json({ InquiryId: 5, ResultsUploadedAt: new Date().toISOString(), NotifiedAdmins: 2, Version: 4 });
    return json({ status: 404, title: 'Not Found', errorMessage: ['Not found'] }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const puts = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).endsWith('/Results/5/Draft') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init!.body)));

/** Monitor Activity's inquiry, as the page's title reads it. */
const inquiries = {
  getOne: async () => ({ data: { id: 5, Description: 'Annual health check' } }),
} as unknown as DataProvider;

function renderStudio() {
  signIn('SuperAdmin');
  render(
    <MemoryRouter initialEntries={['/monitor-activity/results-studio/5']}>
      <AdminContext dataProvider={inquiries} authProvider={authProvider}>
        <Routes>
          <Route path="/monitor-activity/results-studio/:inquiryId" element={<ResultsStudio />} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const finding = () => screen.findByRole('textbox', { name: 'Culture finding 1' }, { timeout: 10_000 });

afterEach(() => vi.unstubAllGlobals());

describe('ResultsStudio', { timeout: 60_000 }, () => {
  it('names the inquiry in its title', async () => {
    mockApi({ stored: draft(3), putAnswers: [] });
    renderStudio();
    expect(await screen.findByRole('heading', { name: 'Results studio · Annual health check' })).toBeTruthy();
  });

  it("states the colour rule in the operator's language with the thresholds the figures use, not the API's words", async () => {
    mockApi({ stored: draft(3), putAnswers: [] });
    await i18nProvider.changeLocale('fr');
    try {
      renderStudio();
      expect(
        await screen.findByText(
          /Déduite du chiffre du domaine .*≥ 3\.75 vert .*≥ 3\.00 bleu .*≥ 2\.25 jaune/,
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      expect(screen.queryByText(/Red below 2\.5/)).toBeNull();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it("says why no colour or suggestion is offered in the operator's language, not the API's words", async () => {
    const noColour = (Area: string, NoColour: string) => ({
      Area,
      Color: null,
      Figure: null,
      N: 3,
      Rule: 'API words',
      NoColour,
    });
    mockApi({
      stored: draft(3),
      putAnswers: [],
      suggestions: {
        ...suggestions,
        Forms: 3,
        CompletedForms: 3,
        Message: 'API words',
        Signals: [],
        Findings: [],
        AreaColors: [
          noColour('Culture', 'TooFewForms'),
          noColour('People', 'QuestionTooFewAnswers'),
          noColour('Process', 'Unrated'),
        ],
      },
      preview: { ...preview, InputResult: { ...emptyAreas, Gated: true } },
    });
    await i18nProvider.changeLocale('fr');
    try {
      renderStudio();
      await screen.findByText(
        "Aucune suggestion tirée des chiffres : l'administrateur client ne voit aucun chiffre en dessous de 5 questionnaires complétés (actuellement 3).",
        {},
        { timeout: 10_000 },
      );
      expect(
        await screen.findByText(
          "L'administrateur client ne verra aucun chiffre : moins de 5 questionnaires complétés (actuellement 3).",
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      expect(
        screen.getByText(/^Pas de couleur : l'administrateur client ne voit aucun chiffre en dessous de 5/),
      ).toBeTruthy();
      expect(screen.getByText(/^Pas de couleur : .* moins de 5 réponses autres que « Je ne sais pas »$/)).toBeTruthy();
      expect(screen.getByText("Pas de couleur : le domaine n'a aucune réponse notée")).toBeTruthy();
      expect(screen.queryByText(/API words/)).toBeNull();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('saves an edit a moment later with the version the draft was read at, then the next with the new version', async () => {
    const fetch = mockApi({ stored: draft(3), putAnswers: [] });
    renderStudio();
    fireEvent.change(await finding(), { target: { value: 'Teams trust each other, across sites too.' } });
    await screen.findByText('All changes saved', {}, { timeout: 10_000 });
    expect(puts(fetch)).toHaveLength(1);
    expect(puts(fetch)[0]).toMatchObject({
      Version: 3,
      Findings: [{ Area: 'Culture', Text: 'Teams trust each other, across sites too.' }],
    });
    fireEvent.change(await finding(), { target: { value: 'Teams trust each other.' } });
    await waitFor(() => expect(puts(fetch)).toHaveLength(2), { timeout: 10_000 });
    expect(puts(fetch)[1].Version).toBe(4);
  });

  it('on a stale version says someone else changed the draft, keeps the text, and overwrites from the stored version', async () => {
    const api: Api = { stored: draft(3), putAnswers: ['stale'] };
    const fetch = mockApi(api);
    renderStudio();
    await finding();
    // Another operator saved meanwhile.
    api.stored = draft(6, { Findings: [{ Area: 'Culture', Text: 'Their text' }] });
    fireEvent.change(await finding(), { target: { value: 'My careful wording' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Someone else changed this draft');
    expect(((await finding()) as HTMLTextAreaElement).value).toBe('My careful wording');
    // Typing on does not retry the stale save.
    fireEvent.change(await finding(), { target: { value: 'My careful wording, finished' } });
    expect(puts(fetch)).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine and overwrite' }));
    await screen.findByText('All changes saved', {}, { timeout: 10_000 });
    expect(puts(fetch)[1]).toMatchObject({
      Version: 6,
      Findings: [{ Area: 'Culture', Text: 'My careful wording, finished' }],
    });
    expect(api.stored.Findings[0].Text).toBe('My careful wording, finished');
  });

  it('shows a suggestion with its evidence; accepting copies the text into the draft, editable, and saves it', async () => {
    const fetch = mockApi({ stored: draft(3), putAnswers: [] });
    renderStudio();
    const card = await screen.findByRole('region', { name: 'Suggestion from the figures' }, { timeout: 10_000 });
    expect(within(card).getByText('Workload is a strain.')).toBeTruthy();
    expect(
      within(card).getByText(
        'Concentrate here · Workload is manageable · performance 2.10 · importance 4.40 · gap 2.30 · N = 18',
      ),
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const accepted = (await screen.findByRole('textbox', { name: 'People finding 1' })) as HTMLTextAreaElement;
    expect(accepted.value).toBe('Workload is a strain.');
    expect(screen.queryByRole('region', { name: 'Suggestion from the figures' })).toBeNull();
    fireEvent.change(accepted, { target: { value: 'Workload is a strain in the support teams.' } });
    await screen.findByText('All changes saved', {}, { timeout: 10_000 });
    expect(puts(fetch).at(-1)!.Findings).toEqual([
      { Area: 'Culture', Text: 'Teams trust each other.' },
      { Area: 'People', Text: 'Workload is a strain in the support teams.' },
    ]);
  });

  it('dismissing a suggestion hides it, leaves the content alone and stores the dismissal with the draft', async () => {
    const fetch = mockApi({ stored: draft(3), putAnswers: [] });
    renderStudio();
    const card = await screen.findByRole('region', { name: 'Suggestion from the figures' }, { timeout: 10_000 });
    fireEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Suggestion from the figures' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'People finding 1' })).toBeNull();
    await screen.findByText('All changes saved', {}, { timeout: 10_000 });
    const saved = puts(fetch).at(-1)!;
    expect(saved.DismissedSuggestions).toEqual([{ Kind: 'Finding', Id: 9 }]);
    expect(saved.Findings).toEqual([{ Area: 'Culture', Text: 'Teams trust each other.' }]);
  });

  it('does not offer a suggestion dismissed before, until the operator asks for them again', async () => {
    const fetch = mockApi({ stored: draft(3, { DismissedSuggestions: [{ Kind: 'Finding', Id: 9 }] }), putAnswers: [] });
    renderStudio();
    await finding();
    expect(await screen.findByText('Dismissed suggestions: 1')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Suggestion from the figures' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Offer them again' }));
    expect(await screen.findByRole('region', { name: 'Suggestion from the figures' })).toBeTruthy();
    await screen.findByText('All changes saved', {}, { timeout: 10_000 });
    expect(puts(fetch).at(-1)!.DismissedSuggestions).toEqual([]);
  });

  it('does not offer a suggestion the draft already holds, and says so', async () => {
    mockApi({
      stored: draft(3, { Findings: [{ Area: 'People', Text: 'Workload is a strain.' }] }),
      putAnswers: [],
    });
    renderStudio();
    await screen.findByRole('textbox', { name: 'People finding 1' }, { timeout: 10_000 });
    await screen.findByText('Suggestions from the figures already in the draft: 1', {}, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Suggestion from the figures' })).toBeNull();
  });

  it('publish summarises what the customer receives and mails them on the first publication', async () => {
    const fetch = mockApi({ stored: draft(3), putAnswers: [] });
    renderStudio();
    await finding();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the results' }, { timeout: 10_000 });
    expect(within(dialog).getByText('Findings: 1 (Culture 1, People 0, Process 0, Structure 0)')).toBeTruthy();
    expect(within(dialog).getByText('Roadmap steps: 0 of 3')).toBeTruthy();
    expect(within(dialog).getByText('This is the first publication: the customer admins will be mailed.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    await screen.findByText('The results are published (customer admins mailed: 2)', {}, { timeout: 10_000 });
    const publish = fetch.mock.calls.find(([url]) => String(url).endsWith('/Results/5/Publish'))!;
    expect(JSON.parse(String(publish[1]!.body))).toEqual({ NotifyCustomer: true });
  });

  it('a republication mails nobody unless the operator ticks the box', async () => {
    const fetch = mockApi({ stored: draft(3, { CustomerNotified: true }), putAnswers: [] });
    renderStudio();
    await finding();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the results' }, { timeout: 10_000 });
    expect(
      within(dialog).getByText('The customer admins were mailed before and will not be mailed again.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    await waitFor(
      () => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/Results/5/Publish'))).toBe(true),
      { timeout: 10_000 },
    );
    const publish = fetch.mock.calls.find(([url]) => String(url).endsWith('/Results/5/Publish'))!;
    expect(JSON.parse(String(publish[1]!.body))).toEqual({ NotifyCustomer: false });
  });
});

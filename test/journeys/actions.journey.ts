import { Locator, Page } from 'playwright-core';
import { journeySession } from '../support/journey-session';
import { Portal } from '../support/portal';
import { expectNoSideScroll, expectToast, heading, row } from '../support/steps';

const ADMIN = 'admin@northwind.demo.test';
const EARLIER = 'Annual organisational health check 2025';
const LATER = 'Annual organisational health check 2026';
const NOTE = 'Kick-off held with the team leads; the first sessions are booked for next month.';
/** Demo actions planned on the 2025 round (docs/features/actions.md "The demo") and how the 2026 round judges them. */
const DEMO_IMPROVED = 'Monthly open forum with the leadership team';
const DEMO_WORSE = 'Merge the regional sales desks';
/** Each verdict's badge word and its sentence on an action's card. */
const VERDICT: Record<string, string> = { Improved: 'Improved', NoClearChange: 'No clear change', Worse: 'Worse' };
const SAYS: Record<string, string> = {
  Improved: 'What this action aimed at is rated clearly better in this round.',
  NoClearChange: 'The ratings of what it aimed at moved no more than chance alone could explain.',
  Worse: 'What this action aimed at is rated clearly lower in this round.',
};
/** "3.41 (95% CI 3.02–3.80, N 25)": a round's mean performance with its interval and N. */
const FIGURE = /^\d\.\d\d \(95% CI \d\.\d\d–\d\.\d\d, N \d+\)$/;

interface Respondent {
  Id: number | null;
  Email: string;
  FirstName: string;
  LastName: string;
}

/**
 * Journey: action planning (docs/features/actions.md). On the demo series, the customer admin acts on the 2025
 * round's first "Concentrate here" item from its insights and names an owner, a person of the organisation; the owner
 * signs in and posts a progress update from My actions; the 2026 round's Actions tab judges the new action beside the
 * demo's own, its verdict in words with the before and after figures; the admin follows it in the backoffice's list
 * and board and shares it from its page; a respondent of the series then reads it under "You said, we did". The
 * Actions tab and the shared-actions panel are read at 390 px too, without sideways scrolling and axe clean.
 */
describe('action planning', () => {
  const session = journeySession();
  const { step } = session;
  let portal: Portal;
  let admin: Page;
  let earlierId: number;
  let laterId: number;
  let owner: Respondent;
  let reader: Respondent;
  let item: string;
  let title: string;
  const nameOf = (r: Respondent) => `${r.FirstName} ${r.LastName}`.trim();
  const effectsPath = () => `/customerAdmin/dashboard/view-insights/${laterId}/actions`;
  const effectCard = (p: Page, name: string): Locator => p.getByRole('region', { name, exact: true });

  beforeAll(async () => {
    portal = session.portal;
    const token = await portal.token(ADMIN);
    const inquiries = await portal.api('/Inquiry?pageSize=-1&currentPage=1', { token });
    const named = (name: string) =>
      inquiries.body.data.find((i: { Description: string }) => i.Description === name)?.Id as number;
    earlierId = named(EARLIER);
    laterId = named(LATER);
    expect({ earlierId, laterId }).toEqual({ earlierId: expect.any(Number), laterId: expect.any(Number) });
    // The owner and the reader: two people of the series with an account, neither of them an owner of the demo's actions.
    const respondents = await portal.api(`/Inquiry/GetRespondents/${earlierId}?pageSize=-1`, { token });
    const people = (respondents.body.data as Respondent[]).filter((r) => r.Id !== null && /^staff\d+@/.test(r.Email));
    [owner, reader] = people.sort((a, b) => a.Email.localeCompare(b.Email, 'en', { numeric: true }));
    expect(reader).toBeDefined();
    admin = session.page;
    await session.signIn(admin, ADMIN, '/customerAdmin/dashboard');
  });

  step(
    "the customer admin acts on the 2025 round's first Concentrate here item and names an owner of the organisation",
    async () => {
      await admin.goto(`/customerAdmin/dashboard/view-insights/${earlierId}/inputs`);
      const ranked = admin.getByRole('table', { name: 'Ranked by gap, largest first' }).first();
      const first = ranked.getByRole('row').nth(1);
      item = (await first.getByRole('rowheader').innerText()).trim();
      title = `Team sessions on “${item}”`;
      await first.getByRole('button', { name: `Act on this: ${item}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'New action' });
      const titleBox = dialog.getByRole('textbox', { name: 'Title' });
      // Prefilled from the item it was started from.
      expect(await titleBox.inputValue()).toBe(item);
      await titleBox.fill(title);
      const ownerBox = dialog.getByRole('combobox', { name: 'Owner' });
      await ownerBox.locator('option', { hasText: nameOf(owner) }).waitFor({ state: 'attached' });
      await ownerBox.selectOption({ label: nameOf(owner) });
      const due = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
      await dialog.getByLabel('Due date').fill(due);
      await session.look(admin, 'actions-act-on-this');
      await dialog.getByRole('button', { name: 'Create action' }).click();
      const done = admin.getByRole('dialog', { name: 'Action created' });
      await done.getByText(`“${title}” is on your organisation’s list of actions.`).waitFor();
      await done.getByRole('link', { name: 'Open the action' }).waitFor();
      await done.getByRole('button', { name: 'Close' }).click();
      // What the screen said is what was stored: the owner, the item aimed at, where it came from.
      const list = await portal.api(`/Inquiry/${earlierId}/Actions?pageSize=-1`, { token: await portal.token(ADMIN) });
      const created = list.body.data.find((a: { Title: string }) => a.Title === title);
      expect(created).toMatchObject({ OwnerUserId: owner.Id, Origin: 'Item', Status: 'NotStarted', DueDate: due });
      expect(created.TargetQuestionIds).toHaveLength(1);
    },
  );

  step('the owner signs in, finds the action under My actions and posts a progress update', async () => {
    await session.onPage(1280, async (p) => {
      await session.signIn(p, owner.Email, '/customerUser/dashboard');
      await p.getByRole('link', { name: 'My actions' }).click();
      await heading(p, 'My actions').waitFor();
      const card = p.getByRole('article', { name: title });
      await card.getByText('Not started', { exact: false }).first().waitFor();
      await card.getByRole('textbox', { name: 'Update' }).fill(NOTE);
      await card.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In progress' });
      await card.getByRole('button', { name: 'Post update' }).click();
      await expectToast(p, 'Your update is posted.');
      await card.getByText(NOTE, { exact: false }).waitFor();
      await card.getByText('In progress', { exact: false }).first().waitFor();
      await session.look(p, 'actions-my-actions');
    });
  });

  step(
    "the 2026 round's Actions tab judges the new action and the demo's, each verdict in words with before and after",
    async () => {
      const read = admin.waitForResponse((r) => r.url().endsWith(`/api/Insights/ActionEffects/${laterId}`));
      await admin.goto(effectsPath());
      // The tab shows "no data" when the read fails: name the answer rather than only miss the heading.
      expect((await read).status()).toBe(200);
      await heading(admin, 'Did the actions work?').waitFor();
      await admin.getByText(/^Of the 5 actions planned on the previous round, /).waitFor();
      await effectCard(admin, DEMO_IMPROVED).getByText(SAYS.Improved).waitFor();
      await effectCard(admin, DEMO_WORSE).getByText(SAYS.Worse).waitFor();
      const card = effectCard(admin, title);
      await card.getByText('In progress', { exact: false }).first().waitFor();
      // The verdict the read gives, worded on the card, and the item's figures of both rounds.
      const effects = await portal.api(`/Insights/ActionEffects/${laterId}`, { token: await portal.token(ADMIN) });
      const judged = effects.body.Actions.find((a: { Title: string }) => a.Title === title);
      expect(Object.keys(SAYS)).toContain(judged.Verdict);
      await card.getByText(SAYS[judged.Verdict]).waitFor();
      await card
        .getByText(new RegExp(`^\\W* ${VERDICT[judged.Verdict]}$`))
        .first()
        .waitFor();
      const itemRow = card.getByRole('row').filter({ hasText: item });
      const cells = (await itemRow.getByRole('cell').allInnerTexts()).map((c) => c.trim());
      expect(cells[1]).toMatch(FIGURE);
      expect(cells[2]).toMatch(FIGURE);
      expect(cells[3]).toMatch(/^[+−]?\d\.\d\d \(p (=|<|= <) 0\.\d{3}\)$/);
      await expectNoSideScroll(admin);
      await session.look(admin, 'actions-effects');
    },
  );

  step('the admin follows the action in the backoffice list and board at 1280 px', async () => {
    await admin.goto(`/customerAdmin/inquiry-logs/actions/${earlierId}`);
    await heading(admin, `Actions · ${EARLIER}`).waitFor();
    const line = row(admin, title);
    await line.getByText(nameOf(owner)).waitFor();
    await line.getByText('In progress').waitFor();
    await admin
      .getByRole('status')
      .filter({ hasText: /^5 actions/ })
      .waitFor();
    await session.look(admin, 'actions-list');
    await expectNoSideScroll(admin);
    await admin.getByRole('navigation', { name: 'Views of the actions' }).getByRole('link', { name: 'Board' }).click();
    const column = admin.getByRole('region', { name: /^In progress \(\d+\)$/ });
    await column.getByRole('article', { name: title }).waitFor();
    await admin
      .getByRole('region', { name: /^Done \(2\)$/ })
      .getByRole('article', { name: DEMO_IMPROVED })
      .waitFor();
    await session.look(admin, 'actions-board');
    await expectNoSideScroll(admin);
  });

  step("the admin reads the owner's update on the action's page and shares it with the series", async () => {
    await admin.getByRole('article', { name: title }).getByRole('link').first().click();
    await heading(admin, title).waitFor();
    await admin.getByText(NOTE).waitFor();
    const share = admin.getByRole('switch', { name: 'Show it to the respondents of the series' });
    expect(await share.isChecked()).toBe(false);
    // The switch follows the stored action: it turns on once the API has answered.
    await share.click();
    await expectToast(admin, 'Shared with the respondents of the series');
    await admin.getByRole('switch', { name: 'Show it to the respondents of the series', checked: true }).waitFor();
    await session.look(admin, 'actions-shared');
  });

  for (const width of [1280, 390] as const) {
    step(`a respondent of the series reads the shared action under "You said, we did" (${width} px)`, async () => {
      await session.onPage(width, async (p) => {
        await session.signIn(p, reader.Email, '/customerUser/dashboard');
        const panel = p.getByRole('region', { name: 'You said, we did' });
        const shared = panel.getByRole('listitem').filter({ has: p.getByRole('heading', { name: title }) });
        await shared.getByText(item, { exact: false }).first().waitFor();
        await shared.getByText('In progress', { exact: false }).first().waitFor();
        await shared.getByText(NOTE).waitFor();
        // Never who owns it.
        expect(await panel.getByText(nameOf(owner)).count()).toBe(0);
        await panel.getByRole('heading', { name: DEMO_IMPROVED }).waitFor();
        expect(await panel.getByRole('heading', { name: DEMO_WORSE }).count()).toBe(0);
        await expectNoSideScroll(p);
        await session.look(p, 'actions-you-said-we-did');
      });
    });
  }

  step("the 2026 round's Actions tab fits a 390 px screen", async () => {
    await session.onPage(390, async (p) => {
      await session.signIn(p, ADMIN, '/customerAdmin/dashboard');
      await p.goto(effectsPath());
      await heading(p, 'Did the actions work?').waitFor();
      await effectCard(p, title).getByText(item).first().waitFor();
      await expectNoSideScroll(p);
      await session.look(p, 'actions-effects');
    });
  });

  session.expectAccessible();
});

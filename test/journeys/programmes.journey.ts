import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { journeySession } from '../support/journey-session';
import { Portal } from '../support/portal';
import { expectNoSideScroll, expectToast, heading, row } from '../support/steps';

const ADMIN = 'admin@northwind.demo.test';
const NAME = 'Quarterly pulse';
const TYPE = 'Digital Transformation Readiness';
const DAY = 86_400_000;

interface Round {
  RoundIndex: number;
  Status: 'Creating' | 'Created' | 'Failed';
  InquiryId: number | null;
  InvitedCount: number;
  Error: string | null;
}

/**
 * Journey: a recurring pulse (docs/features/programmes.md). The Northwind admin sets up a quarterly pulse of three
 * questions for the Sales department in the Programmes screens, its first round ten days ahead; nothing happens
 * before that date. The test then moves the portal's clock past it (TEST_CLOCK_FILE, docs/configuration.md): the
 * round is made on its own, its inquiry exists in the series, the programme's page shows it with the number invited
 * and the participation, and every Sales person's invitation mail is in the outbox. The admin opens the round's
 * inquiry to a link (through the API, as the open-link screen would), and someone without an account answers it by
 * that link on a phone at 390 px.
 */
describe('programmes', () => {
  const clockDir = mkdtempSync(join(tmpdir(), 'portal-clock-'));
  const clockFile = join(clockDir, 'now');
  const session = journeySession({ TEST_CLOCK_FILE: clockFile, PROGRAMME_POLL_INTERVAL_MS: '500' });
  const { step } = session;
  let portal: Portal;
  let admin: Page;
  let token: string;
  let sales: string[];
  let programmeId: number;
  let nextRoundAt: string;
  let round: Round;
  let openToken: string;
  const startDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
  const programmesPath = '/customerAdmin/programmes';

  const rounds = async (): Promise<Round[]> => {
    const res = await portal.api(`/Programmes/${programmeId}/Rounds?pageSize=-1`, { token });
    expect(res.status).toBe(200);
    return Array.isArray(res.body) ? res.body : res.body.data;
  };

  beforeAll(async () => {
    portal = session.portal;
    token = await portal.token(ADMIN);
    const people = await portal.api('/People?pageSize=-1&currentPage=1', { token });
    sales = (people.body.data as { Email: string; Attributes: Record<string, string> }[])
      .filter((p) => p.Attributes.Department === 'Sales')
      .map((p) => p.Email.toLowerCase());
    expect(sales.length).toBeGreaterThan(0);
    admin = session.page;
    await session.signIn(admin, ADMIN, '/customerAdmin/dashboard');
  });
  afterAll(() => rmSync(clockDir, { recursive: true, force: true }));

  step('the admin sets up a quarterly pulse for Sales, its first round ten days ahead', async () => {
    const types = await portal.api('/InquiryType?pageSize=-1', { token });
    const type = types.body.data.find((t: { InqType: string }) => t.InqType === TYPE);
    const intake = (await portal.api(`/IntakeQuestion/${type.Id}/AllIntakeQuestions?pageSize=-1`, { token })).body
      .data as { Title: string; Type: string }[];

    await admin.goto(programmesPath);
    await heading(admin, 'Programmes').waitFor();
    await admin.getByRole('link', { name: 'New programme' }).click();
    await heading(admin, 'New programme').waitFor();
    await admin.getByRole('textbox', { name: /^Name\b/ }).fill(NAME);
    await admin.getByRole('combobox', { name: 'Inquiry Type' }).click();
    await admin.getByRole('option', { name: TYPE }).click();
    await admin.getByRole('radio', { name: 'A pulse: only the questions I choose' }).check();
    const pulse = admin.getByRole('group', { name: 'Questions of the pulse' }).getByRole('checkbox');
    await pulse.first().waitFor();
    for (let i = 0; i < 3; i++) await pulse.nth(i).check();
    await admin.getByRole('radio', { name: 'People with an attribute value' }).check();
    await admin.getByRole('combobox', { name: 'Attribute' }).click();
    await admin.getByRole('option', { name: 'Department' }).click();
    await admin.getByRole('combobox', { name: 'Value' }).click();
    await admin.getByRole('option', { name: 'Sales', exact: true }).click();
    await admin.getByRole('combobox', { name: 'Cadence' }).click();
    await admin.getByRole('option', { name: 'Quarterly' }).click();
    await admin.getByRole('textbox', { name: /^First round/ }).fill(startDate);
    await admin.getByLabel('Time of day').fill('09:00');
    await admin.getByRole('textbox', { name: 'Time zone' }).fill('UTC');
    // Each yes/no intake question is a pair of radios in the intake's order; the others are text fields.
    let yesNo = 0;
    for (const q of intake) {
      if (q.Type === 'Checkbox') await admin.getByRole('radio', { name: 'Yes', exact: true }).nth(yesNo++).check();
      else await admin.getByLabel(q.Title, { exact: true }).fill('Sales');
    }
    await expectNoSideScroll(admin);
    await session.look(admin, 'programme-create');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expectToast(admin, `Programme ${NAME} set up`);
    await heading(admin, NAME).waitFor();
    programmeId = Number(/programmes\/view\/(\d+)/.exec(admin.url())![1]);
    const saved = (await portal.api(`/Programmes/${programmeId}`, { token })).body;
    expect(saved).toMatchObject({ Cadence: 'Quarterly', RoundCount: 0 });
    expect(saved.QuestionIds).toHaveLength(3);
    nextRoundAt = saved.NextRoundAt;
    expect(nextRoundAt).toBe(`${startDate}T09:00:00.000Z`);
    await admin.getByText('A pulse of 3 questions').waitFor();
    await admin.getByText('People whose Department is Sales').waitFor();
    await session.look(admin, 'programme-page-before');
  });

  step('before the first round’s date, no round is made', async () => {
    // Several timer ticks (every 500 ms) on the real clock.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await rounds()).toEqual([]);
  });

  step('once the portal’s clock passes the date, the round is made and its invitations are in the outbox', async () => {
    writeFileSync(clockFile, new Date(new Date(nextRoundAt).getTime() + 60_000).toISOString());
    const until = Date.now() + 60_000;
    for (;;) {
      const made = (await rounds()).filter((r) => r.Status !== 'Creating');
      if (made.length) {
        [round] = made;
        break;
      }
      if (Date.now() > until) throw new Error('no round within 60 s of moving the clock');
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(round).toMatchObject({ RoundIndex: 0, Status: 'Created', InvitedCount: sales.length, Error: null });
    // Exactly one round, whatever the ticks since.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await rounds()).toHaveLength(1);

    const inquiry = await portal.api(`/Inquiry/${round.InquiryId}`, { token });
    expect(inquiry.status).toBe(200);
    expect(inquiry.body).toMatchObject({ Id: round.InquiryId, Description: `${NAME} ${startDate}` });
    const respondents = await portal.api(`/Inquiry/GetRespondents/${round.InquiryId}?pageSize=-1`, { token });
    expect((respondents.body.data as { Email: string }[]).map((r) => r.Email.toLowerCase()).sort()).toEqual(
      [...sales].sort(),
    );
    // Staff with an account are told a form waits for them; the others are invited to sign up.
    const invitation = /^A new survey form from Northwind Traders is waiting for you$|invites you/;
    for (const email of sales) await portal.mail.waitFor(email, invitation);
    const mailed = portal.mail.mails.filter((m) => invitation.test(m.subject)).map((m) => m.to.toLowerCase());
    expect(mailed.sort()).toEqual([...sales].sort());

    // The programme's page: the round with its invited count and participation, and the quarter after as next.
    await admin.reload();
    await heading(admin, NAME).waitFor();
    const first = row(admin, 'Round 1');
    await first.getByText('Invitations sent').waitFor();
    await first.getByRole('cell', { name: String(sales.length), exact: true }).waitFor();
    await first.getByRole('cell', { name: '0 %' }).waitFor();
    const programme = (await portal.api(`/Programmes/${programmeId}`, { token })).body;
    expect(programme.RoundCount).toBe(1);
    expect(new Date(programme.NextRoundAt).getTime() - new Date(nextRoundAt).getTime()).toBeGreaterThan(80 * DAY);
    await session.look(admin, 'programme-page-round');
    await first.getByRole('link', { name: 'Open round 1’s inquiry' }).click();
    await admin.waitForURL(`**/view-respondents/${round.InquiryId}`);
    await admin.getByText(sales[0]).first().waitFor();
    await session.look(admin, 'programme-round-inquiry');
  });

  step('the admin opens the round’s inquiry to a link, with its QR code and printable poster', async () => {
    await admin.goto(`/customerAdmin/inquiry-logs/open-link/${round.InquiryId}`);
    await admin.getByText('This inquiry is not open by link.').waitFor();
    await session.look(admin, 'programme-open-link-closed');
    await admin.getByRole('button', { name: 'Open by link' }).click();
    await expectToast(admin, 'The inquiry is open by link');
    const url = await admin.getByRole('textbox', { name: 'Address of the link' }).inputValue();
    expect(url).toMatch(/\/open\/[^/]+$/);
    openToken = url.slice(url.lastIndexOf('/') + 1);
    await admin.getByRole('img', { name: `QR code of the link ${url}` }).waitFor();
    await session.look(admin, 'programme-open-link-open');
    await admin.getByRole('link', { name: 'Printable poster' }).click();
    await admin.getByText(url).waitFor();
    await admin.getByText('Anonymous: no name is asked, and each device answers once.').waitFor();
    await session.look(admin, 'programme-open-link-poster');
  });

  step('someone without an account answers the pulse by the link on a phone', async () => {
    await session.onPage(390, async (phone) => {
      await phone.goto(`/open/${openToken}`);
      await phone.getByRole('heading', { name: `${NAME} ${startDate}` }).waitFor();
      await expectNoSideScroll(phone);
      await session.look(phone, 'programme-open-link-intro');
      const start = phone.getByRole('button', { name: 'Start' });
      await start.or(phone.locator('article.question').first()).first().waitFor();
      if (await start.isVisible()) await start.click();
      const questions = phone.locator('article.question');
      await questions.first().waitFor();
      // The pulse asks its three questions, not the whole type.
      expect(await questions.count()).toBe(3);
      for (let i = 0; i < 3; i++) {
        const q = questions.nth(i);
        for (const group of await q.getByRole('radiogroup').all()) await group.getByRole('radio').nth(3).check();
        for (const text of await q.getByRole('textbox').all()) await text.fill('Shorter approval paths, please');
      }
      await expectNoSideScroll(phone);
      await session.look(phone, 'programme-open-link-form');
      await phone.getByRole('button', { name: 'Submit' }).click();
      await phone.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await phone.getByRole('heading', { name: 'Thank you' }).waitFor();
      await session.look(phone, 'programme-open-link-thanks');
    });
    const seen = await portal.api(`/Inquiry/${round.InquiryId}/OpenLink`, { token });
    expect(seen.body).toMatchObject({ Responses: 1, CompletedResponses: 1 });
  });

  session.expectAccessible();
});

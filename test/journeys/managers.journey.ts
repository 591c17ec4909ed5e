import { Page } from 'playwright-core';
import { journeySession } from '../support/journey-session';
import { Portal } from '../support/portal';
import { expectNoSideScroll, expectToast, heading, row } from '../support/steps';

const ADMIN = 'admin@northwind.demo.test';
const INQUIRY = 'Annual organisational health check 2026';
const at = (name: string) => `${name.replace(' ', '.').toLowerCase()}@northwind.demo.test`;
/** The demo's head of Operations and Finance (docs/features/people.md#the-reporting-hierarchy): 12 in her team. */
const MIA = at('Mia Turner');
/** The head of Finance, under Mia Turner: her team of 5 holds Leo Walsh's team of 3, shown only rolled up. */
const AVA = at('Ava Lewis');
const LEO = at('Leo Walsh');
const NINA = at('Nina Fox');
/** A new person the import adds under Leo Walsh. */
const KIM = at('Kim Park');
/** A user of Northwind in Sales, outside Mia Turner's team: reads her team only through a share. */
const READER = 'staff1@northwind.demo.test';

interface Person {
  Id: number;
  Email: string;
  FirstName: string;
  LastName: string;
  ManagerEmail: string | null;
}

/** A CSV file as the People import takes it (docs/features/people.md#the-import-file). */
const csv = (name: string, rows: string[][]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(rows.map((r) => r.join(',')).join('\r\n') + '\r\n', 'utf8'),
});

/**
 * Journey: managers and teams (docs/features/managers.md, people.md). The Northwind customer admin imports a people
 * file whose ManagerEmail column moves a person and adds a new one under Leo Walsh, reads the import's counts and the
 * tree in the Hierarchy view; a second file closing a reporting cycle is refused with its row and reason and changes
 * nothing. The admin shares Mia Turner's team of the 2026 inquiry with a user from Sales on the Share results screen
 * and sees the share listed; that user reads My team on a 390 px phone (overview, then the heatmap by direct report
 * with the rest of the team explained in words), as does Ava Lewis her own team, where Leo Walsh's small team is
 * counted only within hers. The admin revokes the share and the reader then sees that the results are not shared.
 */
describe('managers and teams', () => {
  const session = journeySession();
  const { step } = session;
  let portal: Portal;
  let admin: Page;
  let inquiryId: number;
  let people: Person[];
  const nameOf = (email: string) => {
    const p = people.find((x) => x.Email === email)!;
    return `${p.FirstName} ${p.LastName}`;
  };
  const hierarchy = async () => {
    const list = await portal.api('/People?pageSize=-1&currentPage=1', { token: await portal.token(ADMIN) });
    return new Map((list.body.data as Person[]).map((p) => [p.Email, p.ManagerEmail]));
  };
  const teamPath = () => `/customerUser/dashboard/my-team/${inquiryId}`;

  beforeAll(async () => {
    portal = session.portal;
    const token = await portal.token(ADMIN);
    const inquiries = await portal.api('/Inquiry?pageSize=-1&currentPage=1', { token });
    // The 2026 round that carries the demo's hierarchy: the admin can read Mia Turner's team of it.
    for (const i of inquiries.body.data.filter((x: { Description: string }) => x.Description === INQUIRY)) {
      const team = await portal.api(`/Insights/Team/${i.Id}?manager=${encodeURIComponent(MIA)}`, { token });
      if (team.status === 200 && team.body.Team) inquiryId = i.Id;
    }
    expect(inquiryId).toBeDefined();
    const list = await portal.api('/People?pageSize=-1&currentPage=1', { token });
    people = list.body.data;
    expect(people.find((p) => p.Email === NINA)?.ManagerEmail).toBe(AVA);
    expect(people.find((p) => p.Email === LEO)?.ManagerEmail).toBe(AVA);
    expect(people.find((p) => p.Email === KIM)).toBeUndefined();
    admin = session.page;
    await session.signIn(admin, ADMIN, '/customerAdmin/dashboard');
  });

  step(
    'the customer admin imports a file whose ManagerEmail column moves Nina Fox and adds Kim Park under Leo Walsh',
    async () => {
      await admin.goto('/customerAdmin/people');
      await admin.getByRole('link', { name: 'Import people' }).click();
      await heading(admin, 'Import people').waitFor();
      const nina = people.find((p) => p.Email === NINA)!;
      await admin.locator('#people-file').setInputFiles(
        csv('reporting-lines.csv', [
          ['Email', 'FirstName', 'LastName', 'ManagerEmail'],
          [NINA, nina.FirstName, nina.LastName, LEO],
          [KIM, 'Kim', 'Park', LEO],
        ]),
      );
      await admin.getByText(/^reporting-lines\.csv \(/).waitFor();
      await admin.getByRole('button', { name: 'Check file' }).click();
      const preview = admin.getByRole('region', { name: 'What the import will do' });
      await preview.waitFor();
      const count = (key: string) => preview.locator(`[data-count="${key}"]`).innerText();
      expect({
        created: await count('created'),
        updated: await count('updated'),
        unchanged: await count('unchanged'),
        rejected: await count('rejected'),
      }).toEqual({ created: '1', updated: '1', unchanged: '0', rejected: '0' });
      await session.look(admin, 'managers-import-checked');
      // The check wrote nothing.
      expect((await hierarchy()).get(NINA)).toBe(AVA);
      await admin.getByRole('button', { name: 'Confirm import' }).click();
      await expectToast(admin, 'Import done: 1 created, 1 updated, 0 unchanged');
      await admin.waitForURL('**/customerAdmin/people');
      const stored = await hierarchy();
      expect({ nina: stored.get(NINA), kim: stored.get(KIM), leo: stored.get(LEO) }).toEqual({
        nina: LEO,
        kim: LEO,
        leo: AVA,
      });
    },
  );

  step('the Hierarchy view shows the new reporting lines as a tree at 1280 px', async () => {
    await admin.getByRole('link', { name: 'Hierarchy' }).click();
    await heading(admin, 'Reporting hierarchy').waitFor();
    await admin.getByRole('button', { name: 'Expand all' }).click();
    const leo = admin.getByRole('button', { name: 'Hide the reports of Leo Walsh' });
    const ava = admin.getByRole('button', { name: 'Hide the reports of Ava Lewis' });
    // Leo Walsh now leads four (his two, Nina Fox and Kim Park); Ava Lewis keeps only him.
    await leo.locator('..').getByText('4 direct reports', { exact: true }).waitFor();
    await ava.locator('..').getByText('1 direct report', { exact: true }).waitFor();
    const leoReports = admin.locator(`#${await leo.getAttribute('aria-controls')}`);
    await leoReports.getByText('Kim Park', { exact: true }).waitFor();
    await leoReports.getByText(NINA, { exact: true }).waitFor();
    // Ava Lewis's own list holds Leo Walsh's, and nobody else reports to her directly.
    const avaReports = admin.locator(`#${await ava.getAttribute('aria-controls')}`);
    expect(await avaReports.locator(':scope > ul > li').count()).toBe(1);
    await expectNoSideScroll(admin);
    await session.look(admin, 'managers-hierarchy');
  });

  step('a second file closing a reporting cycle is refused with its row and reason, and changes nothing', async () => {
    const before = await hierarchy();
    await admin.goto('/customerAdmin/people/import');
    await heading(admin, 'Import people').waitFor();
    const leo = people.find((p) => p.Email === LEO)!;
    // Kim Park reports to Leo Walsh: making Leo report to Kim closes Leo → Kim → Leo.
    await admin.locator('#people-file').setInputFiles(
      csv('cycle.csv', [
        ['Email', 'FirstName', 'LastName', 'ManagerEmail'],
        [LEO, leo.FirstName, leo.LastName, KIM],
      ]),
    );
    await admin.getByText(/^cycle\.csv \(/).waitFor();
    await admin.getByRole('button', { name: 'Check file' }).click();
    const preview = admin.getByRole('region', { name: 'What the import will do' });
    await preview.locator('[data-count="rejected"]').filter({ hasText: /^1$/ }).waitFor();
    await preview
      .getByText(
        'Nothing will be imported while rows are rejected: correct these rows in the file, then check it again.',
      )
      .waitFor();
    const rejected = admin.getByRole('table', { name: 'Rejected rows' });
    const line = rejected.getByRole('row').filter({ hasText: 'reporting cycle' });
    expect((await line.getByRole('rowheader').innerText()).trim()).toBe('2');
    await line.getByText(`ManagerEmail: This would make a reporting cycle (${LEO} → ${KIM} → ${LEO})`).waitFor();
    expect(await admin.getByRole('button', { name: 'Confirm import' }).isDisabled()).toBe(true);
    await session.look(admin, 'managers-import-cycle');
    expect(await hierarchy()).toEqual(before);
  });

  step(
    "the admin shares Mia Turner's team of the 2026 inquiry from Inquiry Logs and sees the share listed",
    async () => {
      await admin.goto('/customerAdmin/inquiry-logs');
      await admin.locator(`a[href$="/inquiry-logs/report-shares/${inquiryId}"]`).click();
      await heading(admin, `Share results · ${INQUIRY}`).waitFor();
      await admin.getByText('Nobody has been given access yet.').waitFor();
      await admin.getByRole('textbox', { name: 'Email address' }).fill(READER);
      await admin.getByRole('radio', { name: 'Team' }).check();
      await admin.getByRole('combobox', { name: 'Manager' }).fill(MIA);
      await admin.getByRole('button', { name: 'Share', exact: true }).click();
      await expectToast(admin, 'Results shared');
      const line = row(admin, READER);
      await line.getByText(nameOf(READER), { exact: true }).waitFor();
      await line.getByText(`Team of ${nameOf(MIA)}`).waitFor();
      await line.getByRole('button', { name: `Revoke the access of ${nameOf(READER)}` }).waitFor();
      const shares = await portal.api(`/Inquiry/${inquiryId}/ReportShares`, { token: await portal.token(ADMIN) });
      expect(shares.body).toEqual([expect.objectContaining({ Email: READER, Scope: 'Team', ManagerEmail: MIA })]);
      await expectNoSideScroll(admin);
      await session.look(admin, 'managers-shared');
    },
  );

  step("the shared reader opens My team from their dashboard at 390 px and reads Mia Turner's team", async () => {
    const token = await portal.token(ADMIN);
    const mia = (await portal.api(`/Insights/Team/${inquiryId}?manager=${encodeURIComponent(MIA)}`, { token })).body;
    // The demo: Ava Lewis's Finance is a column; the rest of Mia Turner's people are counted together.
    expect(mia.DirectReports.map((r: { Manager: string }) => r.Manager)).toEqual([AVA]);
    expect(mia.RestOfTeam).not.toBeNull();
    await session.onPage(390, async (p) => {
      await session.signIn(p, READER, '/customerUser/dashboard');
      const entry = p.getByRole('region', { name: "My team's results" });
      await entry.getByRole('link', { name: new RegExp(`^My team's results of .*: ${INQUIRY}$`) }).click();
      await p.waitForURL(`**${teamPath()}`);
      await heading(p, 'My team').waitFor();
      await p.getByText(`Results of the team of ${nameOf(MIA)}, shared with you.`).waitFor();
      await heading(p, 'The team at a glance').waitFor();
      // The lead sentence in words: the team's highest and lowest areas, or why there are too few to compare.
      await p
        .getByText(
          new RegExp(
            `^(Across the ${mia.Team.N} people of this team who answered, |${mia.Team.N} people of this team answered; too few areas)`,
          ),
        )
        .waitFor();
      // Each area's card: its score out of 5, or in words why it is withheld, with the team's n.
      for (const area of mia.Team.Areas as { Area: string; Performance: number | null; Withheld: boolean }[]) {
        const card = p.getByRole('listitem').filter({ has: p.getByRole('heading', { name: area.Area, exact: true }) });
        await card
          .getByText(
            area.Withheld || area.Performance === null
              ? /^(Not enough answers|no figure)$/
              : area.Performance.toFixed(2),
          )
          .first()
          .waitFor();
        await card.getByText(`n = ${mia.Team.N}`).waitFor();
      }
      await expectNoSideScroll(p);
      await session.look(p, 'managers-my-team-overview');

      await p.getByRole('link', { name: 'By direct report' }).click();
      await heading(p, 'By direct report').waitFor();
      await p
        .getByText(
          'Each column is the team of one direct report, large enough to be shown on its own (1 in all), beside the whole team (Overall).',
        )
        .waitFor();
      const map = p.getByRole('region', {
        name: 'Performance by direct report: areas, their questions and each group',
      });
      await map
        .getByRole('columnheader', { name: new RegExp(nameOf(AVA)) })
        .first()
        .waitFor();
      await map
        .getByRole('columnheader', { name: /Rest of the team/ })
        .first()
        .waitFor();
      await p
        .getByText(
          'the manager and the people under any direct report whose team has fewer than 5 people who answered, counted together',
          { exact: false },
        )
        .waitFor();
      await expectNoSideScroll(p);
      await session.look(p, 'managers-my-team-heatmap');
    });
  });

  step('Ava Lewis reads her own team at 390 px: Leo Walsh’s small team is counted only within hers', async () => {
    await session.onPage(390, async (p) => {
      await session.signIn(p, AVA, '/customerUser/dashboard');
      await p.goto(`${teamPath()}?tab=heatmap`);
      await heading(p, 'My team').waitFor();
      await p.getByText('Results of everyone under you in this inquiry, you included.').waitFor();
      await p
        .getByText(
          'No direct report leads a team large enough to be shown on its own (at least 5 people), so only the whole team is shown.',
        )
        .waitFor();
      expect(await p.getByRole('columnheader', { name: new RegExp(nameOf(LEO)) }).count()).toBe(0);
      await expectNoSideScroll(p);
      await session.look(p, 'managers-own-team');
    });
  });

  step('the admin revokes the share; the reader then sees that the results are not shared with them', async () => {
    await row(admin, READER)
      .getByRole('button', { name: `Revoke the access of ${nameOf(READER)}` })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Revoke access?' });
    await dialog.getByText(`${nameOf(READER)} will no longer read these results.`).waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(admin, 'Access revoked');
    await admin.getByText('Nobody has been given access yet.').waitFor();
    await session.onPage(390, async (p) => {
      await session.signIn(p, READER, '/customerUser/dashboard');
      await p.goto(teamPath());
      await heading(p, 'These results are not shared with you').waitFor();
      expect(await heading(p, 'The team at a glance').count()).toBe(0);
      await expectNoSideScroll(p);
      await session.look(p, 'managers-not-shared');
    });
  });

  session.expectAccessible();
});

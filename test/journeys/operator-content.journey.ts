import { Locator, Page } from 'playwright-core';
import { a11yCollector } from '../support/accessibility';
import { snap } from '../support/browser';
import { Portal } from '../support/portal';
import {
  expectToast,
  heading,
  loginAs,
  openMenu,
  openPage,
  row,
  stepChain,
  usePortal,
  withPage,
} from '../support/steps';

/**
 * Journey 1: the operator builds assessment content in the backoffice: an inquiry type, two
 * pathways, intake questions, diagnostic questions of every type and area (with the rating
 * editor limits), findings, recommendations and a roadmap; edits and deletes behind the
 * confirmation dialog; a list paged past 8 rows.
 */
describe('operator builds content', () => {
  const stage = usePortal();
  let portal: Portal;
  let page: Page;
  let token: string;
  const TYPE = 'Journey Readiness Review';
  let typeId: number;
  let pathwayId: number;
  // Every page visited is checked with axe; the last test fails on any violation, whatever its impact.
  const a11y = a11yCollector();

  beforeAll(async () => {
    portal = stage.portal;
    token = await portal.token('operator@demo.test');
    page = await openPage(stage, 1280);
  });

  // The steps build on each other.
  const step = stepChain(() => page);
  // A select whose choices arrive after it was opened re-renders and closes its menu: open it again then.
  async function choose(label: string, option: string) {
    for (let attempt = 1; ; attempt++) {
      await page.getByRole('combobox', { name: label }).click();
      try {
        await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5000 });
        return;
      } catch (error) {
        if (attempt === 4) throw error;
        await page.keyboard.press('Escape');
      }
    }
  }
  async function save() {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
  }
  async function confirmDelete(target: Locator, message: string | RegExp) {
    await target.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure?', { exact: true }).waitFor();
    await dialog.getByText('Are you sure you want to delete this record?').waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    await a11y.check(page);
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expectToast(page, message);
    await dialog.waitFor({ state: 'detached' });
  }

  step('logs in as the operator and creates an inquiry type', async () => {
    await loginAs(page, 'operator@demo.test');
    await page.waitForURL('**/superAdmin/dashboard');
    await page.getByRole('tab', { name: 'Inquiry Type Management' }).click();
    await page.waitForURL('**/superAdmin/inquiry-type-management');
    await heading(page, 'Inquiry Type Management').waitFor();
    await row(page, 'Organisational Health Check').first().waitFor();
    await a11y.check(page);

    await page.getByRole('link', { name: 'Create New Inquiry Type' }).click();
    await page.waitForURL('**/superAdmin/inquiry-type-management/create');
    await heading(page, 'Create New Inquiry Type').waitFor();
    // The first save attempt shows the mandatory message and sends nothing.
    await save();
    await page.getByText('This field is mandatory').first().waitFor();
    await page.getByRole('textbox', { name: 'Inquiry Type' }).fill(TYPE);
    await page.getByRole('textbox', { name: 'Details' }).fill('Readiness of teams for a change programme');
    expect(await page.getByRole('switch', { name: 'Active' }).isChecked()).toBe(true);
    await a11y.check(page);
    await snap(page, 'operator-inquiry-type-create');
    await save();
    await expectToast(page, 'New Inquiry Type Created');
    await page.waitForURL('**/superAdmin/inquiry-type-management');
    await row(page, TYPE).waitFor();

    const types = await portal.api('/InquiryType?pageSize=-1', { token });
    const created = types.body.data.find((t: { InqType: string }) => t.InqType === TYPE);
    expect(created).toMatchObject({
      InqType: TYPE,
      Description: 'Readiness of teams for a change programme',
      IsActive: true,
    });
    typeId = created.Id;

    // Edit the details.
    await row(page, TYPE).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/superAdmin/inquiry-type-management/edit/${typeId}`);
    await heading(page, 'Edit Inquiry Type').waitFor();
    await expect(page.getByRole('textbox', { name: 'Inquiry Type' }).inputValue()).resolves.toBe(TYPE);
    await page.getByRole('textbox', { name: 'Details' }).fill('Readiness of teams for change');
    await a11y.check(page);
    await save();
    await expectToast(page, 'Inquiry Type Edited');
    await page.waitForURL('**/superAdmin/inquiry-type-management');
    await row(page, 'Readiness of teams for change').waitFor();
    await snap(page, 'operator-inquiry-types');
  });

  step('creates two pathways, edits one, and pages the list past 8 rows', async () => {
    await row(page, TYPE).getByRole('link', { name: 'Pathways' }).click();
    await page.waitForURL(`**/superAdmin/inquiry-type-management/${typeId}/pathways`);
    await heading(page, 'Manage or View Pathways').waitFor();
    await page.getByText('No Records to show here').waitFor();
    await a11y.check(page);

    for (const name of ['Leadership Pathway', 'Operations Pathway']) {
      await page.getByRole('link', { name: 'Create Pathways' }).click();
      await page.waitForURL(`**/pathways/create`);
      await heading(page, 'Create Pathways').waitFor();
      await page.getByRole('textbox', { name: 'Pathway Name' }).fill(name);
      await a11y.check(page);
      await save();
      await expectToast(page, 'New Pathway Created');
      await page.waitForURL(`**/inquiry-type-management/${typeId}/pathways`);
      await row(page, name).waitFor();
    }
    expect(await row(page, TYPE).count()).toBe(2);

    await row(page, 'Operations Pathway').getByRole('link', { name: 'Edit' }).click();
    await heading(page, 'Edit Pathways').waitFor();
    await expect(page.getByRole('textbox', { name: 'Pathway Name' }).inputValue()).resolves.toBe('Operations Pathway');
    await page.getByRole('textbox', { name: 'Pathway Name' }).fill('Operations and Delivery Pathway');
    await save();
    await expectToast(page, 'Pathway Updated');
    await row(page, 'Operations and Delivery Pathway').waitFor();

    await row(page, 'Leadership Pathway').getByRole('link', { name: 'View' }).click();
    await heading(page, 'View Pathway').waitFor();
    await page.getByText('Leadership Pathway').waitFor();
    await a11y.check(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await heading(page, 'Manage or View Pathways').waitFor();

    // Eight more through the API: ten pathways make two pages (8 + 2).
    for (let i = 1; i <= 8; i++) {
      const res = await portal.api(`/Pathway/${typeId}/CreatePathway`, {
        token,
        body: { InquiryTypeId: typeId, Name: `Bulk Pathway ${i}` },
      });
      expect(res.status).toBe(200);
    }
    await page.reload();
    await heading(page, 'Manage or View Pathways').waitFor();
    const pager = page.getByRole('navigation', { name: 'pagination' });
    await pager.getByRole('button', { name: '2', exact: true }).waitFor();
    await expect(page.locator('tbody tr').count()).resolves.toBe(8);
    await row(page, 'Bulk Pathway 8').waitFor();
    await snap(page, 'operator-pathways-page1');
    await pager.getByRole('button', { name: 'Next' }).click();
    await row(page, 'Leadership Pathway').waitFor();
    await expect(page.locator('tbody tr').count()).resolves.toBe(2);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: '2', exact: true }).getAttribute('aria-current')).toBe('page');
    await a11y.check(page);
    await snap(page, 'operator-pathways-page2');

    // Delete one of the bulk rows on page 1 with the confirmation dialog.
    await pager.getByRole('button', { name: 'Previous' }).click();
    await row(page, 'Bulk Pathway 1').waitFor();
    await confirmDelete(row(page, 'Bulk Pathway 1'), 'Pathway Deleted');
    await row(page, 'Bulk Pathway 1').waitFor({ state: 'detached' });
    const pathways = await portal.api(`/Pathway/${typeId}/AllPathways?pageSize=-1`, { token });
    expect(pathways.body.totalItem).toBe(9);
    pathwayId = pathways.body.data.find((p: { Name: string }) => p.Name === 'Leadership Pathway').Id;
  });

  step('creates intake questions of both types, edits and deletes one', async () => {
    await page.goto('/superAdmin/inquiry-type-management');
    await row(page, TYPE).getByRole('link', { name: 'Intake Questions' }).click();
    await page.waitForURL(`**/inquiry-type-management/${typeId}/intake-questions`);
    await heading(page, 'Intake Questions Management').waitFor();
    await page.getByText('No Records to show here').waitFor();

    const intake = [
      { title: 'Which units take part?', type: 'Textbox', description: 'Name the business units', max: '150' },
      { title: 'Is a change already under way?', type: 'Checkbox', description: 'Tick when a programme runs' },
    ];
    for (const q of intake) {
      await page.getByRole('link', { name: 'Create Intake Questions' }).click();
      await heading(page, 'Create Intake Questions').waitFor();
      await page.getByRole('textbox', { name: 'Question Title' }).fill(q.title);
      await choose('Question Type', q.type);
      await page.getByRole('textbox', { name: 'Description' }).fill(q.description);
      if (q.max) {
        await expect(page.getByLabel('Max Length').inputValue()).resolves.toBe('200');
        await page.getByLabel('Max Length').fill(q.max);
      } else {
        expect(await page.getByLabel('Max Length').count()).toBe(0);
      }
      await a11y.check(page);
      await save();
      await expectToast(page, 'New Intake Question Created');
      await page.waitForURL(`**/${typeId}/intake-questions`);
      await row(page, q.title).waitFor();
    }
    await expect(row(page, 'Which units take part?').textContent()).resolves.toContain('150');
    await snap(page, 'operator-intake-questions');
    const list = await portal.api(`/IntakeQuestion/${typeId}/AllIntakeQuestions?pageSize=-1`, { token });
    const checkbox = list.body.data.find((q: { Type: string }) => q.Type === 'Checkbox');
    expect(checkbox).toMatchObject({
      Title: 'Is a change already under way?',
      Description: 'Tick when a programme runs',
    });

    await row(page, 'Which units take part?').getByRole('link', { name: 'Edit' }).click();
    await heading(page, 'Edit Intake Questions').waitFor();
    await expect(page.getByLabel('Max Length').inputValue()).resolves.toBe('150');
    await page.getByRole('textbox', { name: 'Question Title' }).fill('Which business units take part?');
    await save();
    await expectToast(page, 'Intake Question Edited');
    await row(page, 'Which business units take part?').waitFor();

    await row(page, 'Is a change already under way?').getByRole('link', { name: 'View' }).click();
    await heading(page, 'View Intake Questions').waitFor();
    await page.getByText('Tick when a programme runs').waitFor();
    await a11y.check(page);
    await page.getByRole('link', { name: 'Back' }).click();

    await confirmDelete(row(page, 'Is a change already under way?'), 'Intake Question Deleted');
    await row(page, 'Is a change already under way?').waitFor({ state: 'detached' });
  });

  step('creates diagnostic questions of every type and area, with the rating editor limits', async () => {
    await page.goto(`/superAdmin/inquiry-type-management/${typeId}/pathways/${pathwayId}/diagnostic-questions`);
    await heading(page, 'Manage or View Diagnostic Questions').waitFor();
    await page.getByText('No Records to show here').waitFor();
    await a11y.check(page);

    // A rating question in each of the four areas (the area forces and locks the Rating type).
    const areas = ['Culture', 'People', 'Process', 'Structure'];
    for (const [i, area] of areas.entries()) {
      await page.getByRole('link', { name: 'Add New Questions' }).click();
      await page.waitForURL('**/diagnostic-questions/create');
      await heading(page, 'Add Diagnostic Questions').waitFor();
      await choose('Area', area);
      const typeBox = page.getByRole('combobox', { name: 'Question Type' });
      await expect(typeBox.textContent()).resolves.toContain('Rating');
      expect(await typeBox.getAttribute('aria-readonly').then((v) => v === 'true' || v === null)).toBe(true);
      await page.getByRole('textbox', { name: 'Question Title' }).fill(`${area} rating question`);
      await page.getByRole('textbox', { name: 'Description' }).fill(`How strong is ${area.toLowerCase()}?`);
      const options = page.getByRole('group', { name: 'Rating Options' });
      const add = options.getByRole('button', { name: 'Add Option' });
      if (i === 0) {
        // The editor: add is disabled while the last option is empty, at most 6, Remove All clears.
        await add.click();
        expect(await add.isDisabled()).toBe(true);
        for (let n = 1; n <= 6; n++) {
          await options.getByRole('textbox', { name: `Option ${n}` }).fill(String(n));
          if (n < 6) await add.click();
        }
        expect(await add.isDisabled()).toBe(true);
        await options.getByText('You cannot add more than 6 options').waitFor();
        await snap(page, 'operator-rating-editor-full');
        await options.getByRole('button', { name: 'Remove All' }).click();
        expect(await options.getByRole('textbox').count()).toBe(0);
        expect(await options.getByText('You cannot add more than 6 options').count()).toBe(0);
        // An invalid option blocks the save with the spec's failure text.
        await add.click();
        await options.getByRole('textbox', { name: 'Option 1' }).fill('x');
        await save();
        await page.getByText('Remove Invalid rating option x to proceed').first().waitFor();
        await options.getByRole('textbox', { name: 'Option 1' }).fill('1');
      } else {
        await add.click();
        await options.getByRole('textbox', { name: 'Option 1' }).fill('1');
      }
      await add.click();
      await options.getByRole('textbox', { name: 'Option 2' }).fill('5');
      await a11y.check(page);
      await save();
      await expectToast(page, 'New Diagnostic Question Created');
      await page.waitForURL('**/diagnostic-questions');
      await row(page, `${area} rating question`).waitFor();
    }

    // Area Other: Textbox, Checkbox and Document.
    const others = [
      { title: 'What would you change first?', type: 'Textbox' },
      { title: 'Which tools do you use?', type: 'Checkbox' },
      { title: 'Upload your process map', type: 'Document' },
    ];
    for (const q of others) {
      await page.getByRole('link', { name: 'Add New Questions' }).click();
      await heading(page, 'Add Diagnostic Questions').waitFor();
      await choose('Area', 'Other');
      await choose('Question Type', q.type);
      await page.getByRole('textbox', { name: 'Question Title' }).fill(q.title);
      await page.getByRole('textbox', { name: 'Description' }).fill(`About: ${q.title}`);
      if (q.type === 'Textbox') {
        await expect(page.getByLabel('Max Length').inputValue()).resolves.toBe('200');
        await page.getByLabel('Max Length').fill('120');
        await choose('Validation', 'Alphanumeric only');
      }
      if (q.type === 'Checkbox') {
        const options = page.getByRole('group', { name: 'Checkbox Options' });
        await options.getByRole('button', { name: 'Add Option' }).click();
        await options.getByRole('textbox', { name: 'Option 1' }).fill('Spreadsheets');
        await options.getByRole('button', { name: 'Add Option' }).click();
        await options.getByRole('textbox', { name: 'Option 2' }).fill('Workflow software');
      }
      await a11y.check(page);
      if (q.type === 'Textbox') await snap(page, 'operator-diagnostic-textbox');
      await save();
      await expectToast(page, 'New Diagnostic Question Created');
      await page.waitForURL('**/diagnostic-questions');
      await row(page, q.title).waitFor();
    }
    await expect(page.locator('tbody tr').count()).resolves.toBe(7);
    // Max Length shows a number only for Textbox, a dash otherwise.
    await expect(row(page, 'What would you change first?').textContent()).resolves.toContain('120');
    await expect(row(page, 'Which tools do you use?').getByRole('cell').nth(2).textContent()).resolves.toBe('-');
    await snap(page, 'operator-diagnostic-questions');

    const stored = await portal.api(`/DiagnosticQuestion/${pathwayId}/AllDiagnosticQuestions?pageSize=-1`, { token });
    const byTitle = (t: string) => stored.body.data.find((q: { Title: string }) => q.Title === t);
    expect(byTitle('Culture rating question')).toMatchObject({ Type: 'Rating', Area: 'Culture' });
    expect(byTitle('Upload your process map')).toMatchObject({ Type: 'Document', Area: 'Other' });
    const textbox = await portal.api(`/DiagnosticQuestion/${byTitle('What would you change first?').Id}`, { token });
    expect(textbox.body).toMatchObject({ Type: 'Textbox', MaxLength: 120, ValidationRegex: 'Alphanumeric only' });
    const rating = await portal.api(`/DiagnosticQuestion/${byTitle('Culture rating question').Id}`, { token });
    expect(rating.body.RadioButtonOptions).toEqual(['1', '5']);

    // Edit: the checkbox question gains a third option.
    await row(page, 'Which tools do you use?').getByRole('link', { name: 'Edit' }).click();
    await heading(page, 'Edit Diagnostic Questions').waitFor();
    const options = page.getByRole('group', { name: 'Checkbox Options' });
    await expect(options.getByRole('textbox', { name: 'Option 2' }).inputValue()).resolves.toBe('Workflow software');
    await options.getByRole('button', { name: 'Add Option' }).click();
    await options.getByRole('textbox', { name: 'Option 3' }).fill('Paper forms');
    await a11y.check(page);
    await save();
    await expectToast(page, 'Diagnostic Question Edited');
    await page.waitForURL('**/diagnostic-questions');
    const edited = await portal.api(`/DiagnosticQuestion/${byTitle('Which tools do you use?').Id}`, { token });
    expect(edited.body.CheckBoxOptions).toEqual(['Spreadsheets', 'Workflow software', 'Paper forms']);

    await row(page, 'Upload your process map').getByRole('link', { name: 'View' }).click();
    await heading(page, 'View Diagnostic Question').waitFor();
    await page.getByText('About: Upload your process map').waitFor();
    await a11y.check(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await heading(page, 'Manage or View Diagnostic Questions').waitFor();

    await confirmDelete(row(page, 'Upload your process map'), 'Diagnostic Question Deleted');
    await row(page, 'Upload your process map').waitFor({ state: 'detached' });
  });

  step('maintains findings, recommendations and a roadmap', async () => {
    // Findings
    await page.getByRole('tab', { name: 'Findings' }).click();
    await page.waitForURL('**/superAdmin/findings');
    await heading(page, 'Findings').waitFor();
    await page.getByRole('link', { name: 'Add Findings' }).click();
    await page.waitForURL('**/superAdmin/findings/create');
    await save();
    await page.getByText('This field is mandatory').first().waitFor();
    await choose('Inquiry Type', TYPE);
    await choose('Area', 'People');
    await page.getByRole('textbox', { name: 'Findings Details' }).fill('Teams lack a shared view of priorities');
    await a11y.check(page);
    await snap(page, 'operator-finding-create');
    await save();
    await expectToast(page, 'New Findings Created');
    await page.waitForURL('**/superAdmin/findings');
    await row(page, 'Teams lack a shared view of priorities').waitFor();
    await row(page, 'Teams lack a shared view of priorities').getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/superAdmin/findings/edit/*');
    await page.getByRole('textbox', { name: 'Findings Details' }).fill('Teams lack a shared view of their priorities');
    await save();
    await expectToast(page, 'Findings Edited');
    await row(page, 'Teams lack a shared view of their priorities').waitFor();
    await a11y.check(page);
    await confirmDelete(row(page, 'Teams lack a shared view of their priorities'), 'Findings Deleted');
    await row(page, 'Teams lack a shared view of their priorities').waitFor({ state: 'detached' });

    // Recommendations
    await page.getByRole('tab', { name: 'Recommendations Management' }).click();
    await page.waitForURL('**/superAdmin/manage-recommendations');
    await page.getByRole('link', { name: 'Add Recommendation' }).click();
    await page.waitForURL('**/superAdmin/manage-recommendations/create');
    await choose('Inquiry Type', TYPE);
    await page.getByRole('textbox', { name: 'Recommendation' }).fill('Hold a quarterly priorities review');
    await a11y.check(page);
    await save();
    await expectToast(page, 'New Recommendation Created');
    await page.waitForURL('**/superAdmin/manage-recommendations');
    await row(page, 'Hold a quarterly priorities review').waitFor();
    await expect(row(page, 'Hold a quarterly priorities review').textContent()).resolves.toContain(TYPE);
    await row(page, 'Hold a quarterly priorities review').getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Recommendation' }).fill('Hold a monthly priorities review');
    await save();
    await expectToast(page, 'Recommendated Edited');
    await row(page, 'Hold a monthly priorities review').waitFor();
    await a11y.check(page);
    await snap(page, 'operator-recommendations');
    await confirmDelete(row(page, 'Hold a monthly priorities review'), 'Recommendation Deleted');

    // Roadmap
    await page.getByRole('tab', { name: 'Roadmap Management' }).click();
    await page.waitForURL('**/superAdmin/manage-roadmap');
    await page.getByRole('link', { name: 'Add Roadmap' }).click();
    await page.waitForURL('**/superAdmin/manage-roadmap/create');
    await choose('Inquiry Type', TYPE);
    const titles = page.getByRole('textbox', { name: 'Title', exact: true });
    const briefs = page.getByRole('textbox', { name: 'Brief Description' });
    const details = page.getByRole('textbox', { name: 'Detail', exact: true });
    // The three steps' fields appear once the chosen type's roadmap is read: count them only then.
    await titles.nth(2).waitFor();
    expect(await titles.count()).toBe(3);
    for (let s = 0; s < 3; s++) {
      await titles.nth(s).fill(`Step ${s + 1}: ${['Align', 'Build', 'Sustain'][s]}`);
      await briefs.nth(s).fill(`Brief ${s + 1}`);
      await details.nth(s).fill(`First point ${s + 1}\nSecond point ${s + 1}`);
    }
    await a11y.check(page);
    await snap(page, 'operator-roadmap-create');
    await save();
    await expectToast(page, 'Created New Roadmap');
    await page.waitForURL('**/superAdmin/manage-roadmap');
    const roadmapRow = row(page, 'Step 1: Align').filter({ hasText: TYPE });
    await roadmapRow.waitFor();
    await roadmapRow.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/superAdmin/manage-roadmap/edit/*');
    await page.getByRole('textbox', { name: 'Title', exact: true }).nth(2).fill('Step 3: Embed');
    await save();
    await expectToast(page, 'Edited New Roadmap');
    await row(page, 'Step 3: Embed').waitFor();
    await row(page, 'Step 3: Embed').getByRole('link', { name: 'View' }).click();
    await page.waitForURL('**/superAdmin/manage-roadmap/view/*');
    await page.getByText('Second point 2').waitFor();
    await a11y.check(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await confirmDelete(row(page, 'Step 3: Embed'), 'Roadmap Deleted');
    await row(page, 'Step 3: Embed').waitFor({ state: 'detached' });
  });

  step('deletes an inquiry type with the confirmation dialog, refusing one that has content', async () => {
    await page.getByRole('tab', { name: 'Inquiry Type Management' }).click();
    await page.waitForURL('**/superAdmin/inquiry-type-management');
    // The journey's type has pathways and questions: the server refuses and the toast says why.
    await confirmDelete(row(page, TYPE), /cannot be deleted/);
    await row(page, TYPE).waitFor();
    // Cancel leaves the record alone.
    await row(page, TYPE).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // A type without content is deleted.
    const spare = await portal.api('/InquiryType/CreateInquiryType', {
      token,
      body: { InqType: 'Journey Spare Type', Description: 'to delete', IsActive: false },
    });
    expect(spare.status).toBe(200);
    await page.reload();
    await confirmDelete(row(page, 'Journey Spare Type'), 'Inquiry Type Deleted');
    await row(page, 'Journey Spare Type').waitFor({ state: 'detached' });
    const types = await portal.api('/InquiryType?pageSize=-1', { token });
    expect(types.body.data.some((t: { InqType: string }) => t.InqType === 'Journey Spare Type')).toBe(false);
    expect(types.body.data.some((t: { InqType: string }) => t.InqType === TYPE)).toBe(true);
  });

  it('shows the content screens on a 390 px phone', () =>
    withPage(stage, 390, async (p) => {
      await loginAs(p, 'operator@demo.test');
      await p.waitForURL('**/superAdmin/dashboard');
      await openMenu(p, 'Inquiry Type Management');
      await p.waitForURL('**/superAdmin/inquiry-type-management');
      await p.getByRole('heading', { name: 'Inquiry Type Management', exact: true }).waitFor();
      // A phone shows the list as cards (no table cut off mid-column), each with its labelled actions.
      const card = p.getByRole('listitem').filter({ hasText: 'Organisational Health Check' }).first();
      await card.waitFor();
      expect(await p.getByRole('table').count()).toBe(0);
      await card.getByRole('link', { name: 'Edit' }).waitFor();
      await a11y.check(p);
      await snap(p, 'operator-inquiry-types');
      const ohc = (await portal.api('/InquiryType?pageSize=-1', { token })).body.data.find(
        (t: { InqType: string }) => t.InqType === 'Organisational Health Check',
      );
      const pathway = (await portal.api(`/Pathway/${ohc.Id}/AllPathways?pageSize=-1`, { token })).body.data[0];
      await p.goto(`/superAdmin/inquiry-type-management/${ohc.Id}/pathways/${pathway.Id}/diagnostic-questions`);
      await p.getByRole('heading', { name: 'Manage or View Diagnostic Questions', exact: true }).waitFor();
      await p.locator('main li').first().waitFor();
      await a11y.check(p);
      await snap(p, 'operator-diagnostic-questions');
      await p.getByRole('link', { name: 'Add New Questions' }).click();
      await p.getByRole('heading', { name: 'Add Diagnostic Questions', exact: true }).waitFor();
      await p.getByRole('combobox', { name: 'Area' }).click();
      await p.getByRole('option', { name: 'Culture', exact: true }).click();
      const options = p.getByRole('group', { name: 'Rating Options' });
      await options.getByRole('button', { name: 'Add Option' }).click();
      await a11y.check(p);
      await snap(p, 'operator-diagnostic-create');
      await p.goto('/superAdmin/manage-roadmap/create');
      await p.getByRole('textbox', { name: 'Brief Description' }).first().waitFor();
      await a11y.check(p);
      await snap(p, 'operator-roadmap-create');
    }));

  it('has no accessibility violation of any impact on any page visited', () => {
    a11y.assertClean();
  });
});

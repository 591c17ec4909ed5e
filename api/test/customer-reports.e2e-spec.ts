import ExcelJS from 'exceljs';
import { REPORT_CATALOGUES } from '@portal/contracts';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { createInsightsFixture, InsightsFixture } from './insights-fixture';
import { binaryBody } from './support/binary-body';
import { extractPdfText } from './support/pdf-text';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

type Item = {
  Key: string;
  Title: string;
  Withheld: boolean;
  MeanPerformance: number | null;
  MeanImportance: number | null;
  Gap: number | null;
  N: number;
};

describe("the customer's downloads: the PDF report and the figures workbook of their published inquiry", () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let admin: Client;
  let f: InsightsFixture;
  const download = (link: string) => api.anonymous().get(link).buffer(true).parse(binaryBody).expect(200);
  const pdf = (id: number) => `/api/CustomerReport/Pdf/${id}`;
  const figures = (id: number) => `/api/CustomerReport/Figures/${id}`;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    operator = api.as('operator');
    admin = api.as('northwindAdmin');
    f = await createInsightsFixture(t, 'Customer downloads');
  });
  afterAll(() => t.close());

  it('answers 409 before the results are published, and nothing is stored', async () => {
    for (const path of [pdf(f.inquiry.id), figures(f.inquiry.id)]) {
      const res = await admin.get(path).expect(409);
      expect(res.body).toEqual({
        status: 409,
        title: 'Results not published',
        errorMessage: ['The results of this inquiry are not published yet.'],
      });
    }
  });

  it('refuses other organisations (404), staff and the operator (403), without a token 401', async () => {
    await t.dataSource.getRepository(Inquiry).update({ id: f.inquiry.id }, { resultsUploadedAt: new Date() });
    for (const path of [pdf(f.inquiry.id), figures(f.inquiry.id)]) {
      await api.as('contosoAdmin').get(path).expect(404);
      await api.as('northwindStaff').get(path).expect(403);
      await operator.get(path).expect(403);
      await api.anonymous().get(path).expect(401);
    }
    await admin.get(pdf(999999)).expect(404);
  });

  it('the PDF shows the figures the customer admin sees, and "Not enough answers" where they are withheld', async () => {
    const seen = (await admin.get(`/api/Insights/ImportancePerformance/${f.inquiry.id}`).expect(200)).body;
    const live = (await operator.get(`/api/Insights/ImportancePerformance/${f.inquiry.id}`).expect(200)).body;
    const shown = (seen.Items as Item[]).filter((i) => !i.Withheld);
    const withheld = (seen.Items as Item[]).filter((i) => i.Withheld);
    expect(shown.length).toBeGreaterThan(0);
    expect(withheld.length).toBeGreaterThan(0);
    const res = await admin.get(pdf(f.inquiry.id)).expect(200);
    const text = extractPdfText((await download(res.body.DocPath)).body);
    expect(text).toContain('Importance-performance analysis');
    for (const i of shown) {
      expect(text).toContain(i.Title);
      expect(text).toContain(i.MeanPerformance!.toFixed(2));
    }
    // The item table is printed even though Overall is withheld (no crosshair, no chart): each withheld item's row
    // says so, each shown item's row has the customer's figures.
    const fixed = (v: number | null) => (v === null ? '-' : v.toFixed(2));
    (seen.Items as (Item & { Area: string })[]).forEach((i, n) => {
      const row = i.Withheld
        ? `${n + 1} ${i.Title} ${i.Area} - - - - - Not enough answers`
        : `${n + 1} ${i.Title} ${i.Area} ${fixed(i.MeanPerformance)} ${fixed(i.MeanImportance)} ${fixed(i.Gap)} ${i.N} `;
      expect(text).toContain(`\n${row}`);
    });
    // The operator's figures of the withheld items appear nowhere (those that differ from every shown figure).
    const printed = new Set(
      shown.flatMap((i) => [i.MeanPerformance, i.MeanImportance, i.Gap]).map((v) => v?.toFixed(2)),
    );
    for (const i of withheld) {
      const op = (live.Items as Item[]).find((x) => x.Key === i.Key)!;
      for (const v of [op.MeanPerformance, op.MeanImportance])
        if (v !== null && !printed.has(v.toFixed(2))) expect(text).not.toContain(v.toFixed(2));
    }
    const fr = await admin.get(pdf(f.inquiry.id)).set('Accept-Language', 'fr').expect(200);
    expect(extractPdfText((await download(fr.body.DocPath)).body)).toContain('Pas assez de réponses');
  });

  // Five reports drawn and read back: on a loaded machine over a minute.
  it('the PDF has a comments page only once the comments are released, with what the comment reads show, and never for an API key', async () => {
    const demo = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
    const text = async (client: Client, lang = 'en') => {
      const res = await client.get(pdf(demo.id)).set('Accept-Language', lang).expect(200);
      return extractPdfText((await download(res.body.DocPath)).body);
    };
    const flat = (s: string) => s.replace(/\s+/g, ' ');
    const release = (Released: boolean) =>
      operator.put(`/api/Insights/CommentsRelease/${demo.id}`).send({ Released }).expect(200);
    await release(false);
    const before = await text(admin);
    expect(before).toContain('Importance-performance analysis');
    expect(before).not.toContain('What respondents wrote');

    await release(true);
    const themes = (await admin.get(`/api/Insights/CommentThemes/${demo.id}`).expect(200)).body;
    const listed = (await admin.get(`/api/Insights/Comments/${demo.id}?pageSize=-1`).expect(200)).body;
    const everyComment = (await operator.get(`/api/Insights/Comments/${demo.id}?pageSize=-1`).expect(200)).body;
    type Question = { Key: string; Title: string; Count: number; Withheld: boolean; Themes: { Theme: string }[] };
    const shown = (themes.Questions as Question[]).filter((q) => !q.Withheld && q.Count > 0);
    expect(shown.length).toBeGreaterThan(0);
    const page = flat(await text(admin));
    const start = page.indexOf(' Comments Per open question');
    expect(start).toBeGreaterThan(0);
    const ends = [' Trends across rounds ', ' Benchmark ', ' Advance insights '].map((h) => page.indexOf(h, start));
    const section = page.slice(start, Math.min(...ends.filter((i) => i > 0)));
    expect(section).toContain(`Taken over the ${themes.N} completed forms`);
    for (const q of shown) {
      expect(section).toContain(`${q.Title} (${q.Count} comments)`);
      for (const th of q.Themes.slice(0, 5)) expect(section).toContain(th.Theme);
    }
    // An emoji (the demo has one) is beyond the report's font: it is printed as U+FFFD, not as an empty box.
    const printable = (c: string) =>
      flat(c)
        .trim()
        .replace(/\p{Extended_Pictographic}(?:\u200d|\ufe0f|\p{Extended_Pictographic})*/gu, '\ufffd');
    const texts = (listed.data as { Text: string }[]).map((c) => printable(c.Text));
    expect(texts.some((c) => c.includes('\ufffd'))).toBe(true);
    expect(texts.length).toBeGreaterThan(0);
    for (const c of texts) expect(section).toContain(`• ${c}`);
    expect(section.split('•').length - 1).toBe(texts.length);
    // Comments of forms outside the customer's snapshot, or of questions withheld from them, are not on the page.
    for (const c of (everyComment.data as { Text: string }[]).map((x) => printable(x.Text)))
      if (!texts.includes(c)) expect(section).not.toContain(c);
    for (const q of (themes.Questions as Question[]).filter((x) => x.Withheld))
      expect(section).toContain(`${q.Title} Fewer than 5 respondents commented`);

    expect(flat(await text(admin, 'fr'))).toContain('Ce que les répondants ont écrit');
    const key = (
      await admin
        .post('/api/ApiKeys')
        .send({ Name: 'Reports', Scopes: ['results:read'] })
        .expect(200)
    ).body.Key as string;
    const viaKey = await text(api.withToken(key));
    expect(viaKey).toContain('Importance-performance analysis');
    expect(viaKey).not.toContain('What respondents wrote');
    await release(false);
  }, 300_000);

  it('the workbook holds overall, area and question figures as the customer sees them, never a withheld one', async () => {
    const seen = (await admin.get(`/api/Insights/ImportancePerformance/${f.inquiry.id}`).expect(200)).body;
    const res = await admin.get(figures(f.inquiry.id)).expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(res.body.DocPath)).body);
    const rows = (name: string) =>
      (book.getWorksheet(name)!.getSheetValues().slice(1) as unknown[][]).map((r) =>
        Array.from({ length: 12 }, (_, c) => r[c + 1] ?? null).slice(0, name === 'Areas' ? 8 : 12),
      );
    const [qHead, ...questions] = rows('Questions');
    expect(qHead).toEqual([
      'Attribute',
      'Group',
      'Forms',
      'No.',
      'Key',
      'Area',
      'Question',
      'Performance',
      'Importance',
      'Gap',
      'N',
      'Note',
    ]);
    expect(questions).toHaveLength((seen.Items as Item[]).length);
    (seen.Items as Item[]).forEach((i, n) => {
      const figuresOf = i.Withheld
        ? [null, null, null, null, 'Not enough answers']
        : [i.MeanPerformance, i.MeanImportance, i.Gap, i.N, null];
      expect(questions[n]).toEqual(['Everyone', null, 5, n + 1, i.Key, expect.any(String), i.Title, ...figuresOf]);
    });
    const [aHead, overall, ...areas] = rows('Areas');
    expect(aHead).toEqual(['Attribute', 'Group', 'Forms', 'Scope', 'Performance', 'Importance', 'Gap', 'Note']);
    // Overall rests on the withheld items too: no figure, the note instead.
    expect(overall).toEqual(['Everyone', null, 5, 'Overall', null, null, null, 'Not enough answers']);
    expect(areas.map((a) => a[3])).toEqual((seen.Areas as { Area: string }[]).map((a) => a.Area));
    for (const a of areas) if (a[7] === null) expect(typeof a[4]).toBe('number');
    // No answer rows, no respondent: only the two sheets of figures.
    expect(book.worksheets.map((s) => s.name)).toEqual(['Areas', 'Questions']);
  });
  it("the workbook speaks the reader's language: sheet names, headers, areas, notes and question titles", async () => {
    const seen = (await admin.get(`/api/Insights/ImportancePerformance/${f.inquiry.id}`).expect(200)).body;
    const items = seen.Items as (Item & { Id: number; IsCustomQuestion: boolean; Area: string })[];
    // One question translated by the operator: its title follows the reader's language, the others stay as written.
    await operator
      .put(`/api/Translations/DiagnosticQuestion/${items[0].Id}`)
      .send({ Fields: [{ Field: 'title', Translations: { de: 'Übersetzter Titel', fr: 'Titre traduit' } }] })
      .expect(200);
    const cases = [
      {
        lang: 'de',
        sheets: ['Bereiche', 'Fragen'],
        areaHead: ['Merkmal', 'Gruppe', 'Formulare', 'Umfang', 'Leistung', 'Wichtigkeit', 'Lücke', 'Hinweis'],
        questionHead: ['Merkmal', 'Gruppe', 'Formulare', 'Nr.', 'Schlüssel', 'Bereich', 'Frage', 'Leistung'],
        everyone: 'Alle',
        overall: 'Gesamt',
        note: 'Nicht genügend Antworten',
      },
      {
        lang: 'fr',
        sheets: ['Domaines', 'Questions'],
        areaHead: [
          'Attribut',
          'Groupe',
          'Formulaires',
          'Portée',
          'Niveau de performance',
          "Niveau d'importance",
          'Écart',
          'Remarque',
        ],
        questionHead: [
          'Attribut',
          'Groupe',
          'Formulaires',
          'N°',
          'Clé',
          'Domaine',
          'Question',
          'Niveau de performance',
        ],
        everyone: 'Ensemble',
        overall: 'Global',
        note: 'Pas assez de réponses',
      },
    ];
    for (const c of cases) {
      const res = await admin.get(figures(f.inquiry.id)).set('Accept-Language', c.lang).expect(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await download(res.body.DocPath)).body);
      expect(book.worksheets.map((w) => w.name)).toEqual(c.sheets);
      const rows = (name: string, width: number) =>
        (book.getWorksheet(name)!.getSheetValues().slice(1) as unknown[][]).map((r) =>
          Array.from({ length: width }, (_, col) => r[col + 1] ?? null),
        );
      const [aHead, overall, ...areas] = rows(c.sheets[0], 8);
      const [qHead, ...questions] = rows(c.sheets[1], 12);
      expect(aHead).toEqual(c.areaHead);
      expect(qHead.slice(0, 8)).toEqual(c.questionHead);
      expect(overall).toEqual([c.everyone, null, 5, c.overall, null, null, null, c.note]);
      // Areas and question titles as the respondents' form shows them in that language.
      const form = (await admin.get(`/api/SurveyAnswer/${f.inquiry.id}/FormPreview?lang=${c.lang}`).expect(200)).body
        .data as { Id: number; IsCustomQuestion: boolean; Title: string }[];
      const titleOf = (i: { Id: number; IsCustomQuestion: boolean }) =>
        form.find((q) => q.Id === i.Id && q.IsCustomQuestion === i.IsCustomQuestion)!.Title;
      const areaNames = REPORT_CATALOGUES[c.lang as 'de' | 'fr'].areas as Record<string, string>;
      expect(areas.map((a) => a[3])).toEqual((seen.Areas as { Area: string }[]).map((a) => areaNames[a.Area]));
      expect(questions.map((q) => [q[0], q[5], q[6], q[11]])).toEqual(
        items.map((i) => [c.everyone, areaNames[i.Area], titleOf(i), i.Withheld ? c.note : null]),
      );
      expect(questions[0][6]).toBe(c.lang === 'de' ? 'Übersetzter Titel' : 'Titre traduit');
    }
  });

  it("the workbook's groups are those the customer is shown, each with its own read's figures", async () => {
    const demo = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
    const segments = (await admin.get(`/api/Insights/Segments/${demo.id}`).expect(200)).body;
    const res = await admin.get(figures(demo.id)).expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(res.body.DocPath)).body);
    const questions = (book.getWorksheet('Questions')!.getSheetValues().slice(2) as unknown[][]).map((r) =>
      Array.from({ length: 12 }, (_, c) => r[c + 1] ?? null),
    );
    const expected: string[] = [];
    for (const a of segments.Attributes as {
      Name: string;
      TooFine: boolean;
      Groups: { Value: string; Hidden: boolean }[];
    }[])
      if (!a.TooFine) for (const g of a.Groups) if (!g.Hidden) expected.push(`${a.Name}:${g.Value}`);
    const hidden = (segments.Attributes as { Name: string; Groups: { Value: string; Hidden: boolean }[] }[]).flatMap(
      (a) => a.Groups.filter((g) => g.Hidden).map((g) => `${a.Name}:${g.Value}`),
    );
    const groupOf = (r: unknown[]) => `${r[0]}:${r[1] === '(no value)' ? '' : r[1]}`;
    const inBook = [...new Set(questions.filter((r) => r[0] !== 'Everyone').map(groupOf))];
    expect(inBook.sort()).toEqual([...expected].sort());
    expect(expected.length).toBeGreaterThan(1);
    for (const h of hidden) expect(inBook).not.toContain(h);
    for (const segment of expected) {
      const ipa = (
        await admin
          .get(`/api/Insights/ImportancePerformance/${demo.id}?segment=${encodeURIComponent(segment)}`)
          .expect(200)
      ).body;
      const rows = questions.filter((r) => groupOf(r) === segment);
      expect(rows.map((r) => [r[4], r[7], r[8], r[9], r[10]])).toEqual(
        (ipa.Items as Item[]).map((i) =>
          i.Withheld ? [i.Key, null, null, null, null] : [i.Key, i.MeanPerformance, i.MeanImportance, i.Gap, i.N],
        ),
      );
    }
  });
});

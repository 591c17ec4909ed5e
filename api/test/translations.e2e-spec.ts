import ExcelJS from 'exceljs';
import { ContentTranslation } from '../src/translations/content-translation.entity';
import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { Finding } from '../src/findings/finding.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { binaryBody } from './support/binary-body';
import { Client, personas, Personas } from './support/personas';
import { extractPdfText } from './support/pdf-text';
import { addParticipants, createInquiry, submitIntake } from './support/survey-fixtures';
import { statementLog } from './support/statement-log';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const GERMAN_FINDING =
  'Die Werte sind weithin bekannt, werden aber in den Geschäftsbereichen ungleich angewendet – außer im Büro Wrocław.';
const ENGLISH_FINDING = 'Values are widely known but applied unevenly across units.';

interface FormItem {
  Id: number;
  Title: string;
  Description: string;
  Type: string;
  IsCustomQuestion: boolean;
  RadioButtonOptions: string[];
  CheckBoxOptions: string[];
  CheckBoxOptionLabels: string[];
  CheckBoxOptionsAnswer: string[];
}

describe("Content translations (/api/Translations) and reads in the reader's language", () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let nwAdmin: Client;
  let ctAdmin: Client;
  let staff: Client;
  let health: InquiryType;
  let finding: Finding;

  beforeAll(async () => {
    // No background worker polls the database while statements are counted.
    t = await createTestApp({
      env: { MAIL_POLL_INTERVAL_MS: '0', WEBHOOK_POLL_INTERVAL_MS: '0', PROGRAMME_POLL_INTERVAL_MS: '0' },
    });
    api = await personas(t);
    [operator, nwAdmin, ctAdmin, staff] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('contosoStaff'),
    ];
    health = await t.dataSource.getRepository(InquiryType).findOneByOrFail({ name: 'Organisational Health Check' });
    finding = await t.dataSource.getRepository(Finding).findOneByOrFail({ detail: ENGLISH_FINDING });
    statements = statementLog(t.dataSource);
  });
  let statements: ReturnType<typeof statementLog>;
  afterAll(() => t.close());

  const stored = () =>
    t.dataSource
      .getRepository(ContentTranslation)
      .find({ order: { kind: 'ASC', itemId: 'ASC', field: 'ASC', language: 'ASC' } });

  describe('one item: GET/PUT /api/Translations/{kind}/{id}', () => {
    it('shows every text with its English source beside fr, de, es; null marks a missing translation', async () => {
      const res = await operator.get(`/api/Translations/Finding/${finding.id}`).expect(200);
      expect(res.body).toEqual({
        Kind: 'Finding',
        Id: finding.id,
        Label: ENGLISH_FINDING,
        Fields: [
          {
            Field: 'detail',
            English: ENGLISH_FINDING,
            Translations: { fr: expect.stringContaining('Les valeurs'), de: GERMAN_FINDING, es: null },
          },
        ],
      });
      const question = await t.dataSource
        .getRepository(DiagnosticQuestion)
        .findOneOrFail({ where: { question: { title: 'Tools used daily' } } });
      const q = await operator.get(`/api/Translations/DiagnosticQuestion/${question.id}`).expect(200);
      expect(q.body.Fields.map((f: { Field: string }) => f.Field)).toEqual([
        'title',
        'description',
        'checkboxOptions.0',
        'checkboxOptions.1',
        'checkboxOptions.2',
        'checkboxOptions.3',
      ]);
      expect(q.body.Fields[3]).toEqual({
        Field: 'checkboxOptions.1',
        English: 'Chat',
        Translations: { fr: null, de: null, es: null },
      });
    });

    it('writes, changes and removes translations; a language left out stays as it was', async () => {
      const put = await operator
        .put(`/api/Translations/Finding/${finding.id}`)
        .send({
          Fields: [
            {
              Field: 'detail',
              Translations: { es: '  Los valores son conocidos pero se aplican de forma desigual.  ', fr: null },
            },
          ],
        })
        .expect(200);
      expect(put.body.Fields[0].Translations).toEqual({
        fr: null,
        de: GERMAN_FINDING,
        es: 'Los valores son conocidos pero se aplican de forma desigual.',
      });
      const again = await operator.get(`/api/Translations/Finding/${finding.id}`).expect(200);
      expect(again.body).toEqual(put.body);
    });

    it('refuses a body naming a field the item does not have, and writes none of its texts', async () => {
      const before = await stored();
      const res = await operator
        .put(`/api/Translations/Finding/${finding.id}`)
        .send({
          Fields: [
            { Field: 'detail', Translations: { de: 'Neu' } },
            { Field: 'title', Translations: { de: 'Titel' } },
          ],
        })
        .expect(400);
      expect(res.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['Fields[0].Field: title is not a text of this Finding'],
      });
      await operator
        .put(`/api/Translations/Finding/${finding.id}`)
        .send({ Fields: [{ Field: 'detail', Translations: { de: 42 } }] })
        .expect(400);
      expect(await stored()).toEqual(before);
    });

    it('answers 404 for an unknown kind or item, and the error shape to missing tokens and wrong roles', async () => {
      await operator.get('/api/Translations/Nonsense/1').expect(404);
      await operator.get('/api/Translations/Finding/999999').expect(404);
      await api.anonymous().get(`/api/Translations/Finding/${finding.id}`).expect(401);
      await api.as('northwindStaff').get(`/api/Translations/Finding/${finding.id}`).expect(403);
      // A customer admin reaches custom questions only, never the operator's library.
      await nwAdmin.get(`/api/Translations/Finding/${finding.id}`).expect(404);
      await nwAdmin.put(`/api/Translations/Finding/${finding.id}`).send({ Fields: [] }).expect(404);
    });

    it('lets a customer admin translate their own custom question; another tenant gets 404 and changes nothing', async () => {
      const inq = await createInquiry(nwAdmin, health.id, 'Custom question translations');
      const created = await nwAdmin
        .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${inq.Id}`)
        .send({
          Area: 'Other',
          Title: 'Team spirit',
          Type: 'Checkbox',
          Description: 'We help each other',
          CheckBoxOptions: ['Always', 'Sometimes'],
        })
        .expect(200);
      const id = created.body.Id;
      const body = {
        Fields: [
          { Field: 'title', Translations: { fr: "Esprit d'équipe", de: 'Teamgeist' } },
          { Field: 'checkboxOptions.1', Translations: { de: 'Manchmal' } },
        ],
      };
      const res = await nwAdmin.put(`/api/Translations/CustomQuestion/${id}`).send(body).expect(200);
      expect(res.body.Fields.find((f: { Field: string }) => f.Field === 'checkboxOptions.1')).toEqual({
        Field: 'checkboxOptions.1',
        English: 'Sometimes',
        Translations: { fr: null, de: 'Manchmal', es: null },
      });
      expect(
        await t.dataSource.getRepository(ContentTranslation).countBy({
          kind: 'CustomQuestion',
          itemId: id,
          customerId: (await t.dataSource.getRepository(CustomQuestion).findOneByOrFail({ id })).customerId,
        }),
      ).toBe(3);

      const attack = await ctAdmin
        .put(`/api/Translations/CustomQuestion/${id}`)
        .send({ Fields: [{ Field: 'title', Translations: { de: 'Gekapert' } }] })
        .expect(404);
      expect(attack.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Content not found'] });
      await ctAdmin.get(`/api/Translations/CustomQuestion/${id}`).expect(404);
      expect(
        (await nwAdmin.get(`/api/Translations/CustomQuestion/${id}`).expect(200)).body.Fields[0].Translations.de,
      ).toBe('Teamgeist');
    });

    it("writes two organisations' new translations at once, both whole (their inserts must not deadlock on MariaDB)", async () => {
      const admins = [nwAdmin, ctAdmin];
      const inquiries = [];
      for (const as of admins) inquiries.push((await createInquiry(as, health.id, 'Translations at once')).Id);
      for (let attempt = 0; attempt < 6; attempt++) {
        const ids: number[] = [];
        for (const [n, as] of admins.entries()) {
          const created = await as
            .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${inquiries[n]}`)
            .send({
              Area: 'Other',
              Title: `At once ${attempt}`,
              Type: 'Checkbox',
              Description: 'Two at once',
              CheckBoxOptions: ['Yes', 'No'],
            })
            .expect(200);
          ids.push(created.body.Id);
        }
        const body = {
          Fields: [{ Field: 'title', Translations: { fr: `Ensemble ${attempt}`, de: `Zugleich ${attempt}` } }],
        };
        const written = await Promise.all(
          admins.map((as, n) => as.put(`/api/Translations/CustomQuestion/${ids[n]}`).send(body)),
        );
        expect(written.map((r) => r.status)).toEqual([200, 200]);
        for (const itemId of ids)
          expect(await t.dataSource.getRepository(ContentTranslation).countBy({ kind: 'CustomQuestion', itemId })).toBe(
            2,
          );
      }
    });

    it('writes one new text sent by two people at once: one of the two is kept, neither answers 500', async () => {
      const inquiryId = (await createInquiry(nwAdmin, health.id, 'Same text at once')).Id;
      for (let attempt = 0; attempt < 6; attempt++) {
        const created = await nwAdmin
          .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${inquiryId}`)
          .send({
            Area: 'Other',
            Title: `Same ${attempt}`,
            Type: 'Checkbox',
            Description: 'Twice at once',
            CheckBoxOptions: ['Yes', 'No'],
          })
          .expect(200);
        const bodies = ['Un', 'Une'].map((fr) => ({
          Fields: [{ Field: 'title', Translations: { fr: `${fr} ${attempt}` } }],
        }));
        const written = await Promise.all(
          bodies.map((body) => nwAdmin.put(`/api/Translations/CustomQuestion/${created.body.Id}`).send(body)),
        );
        expect(written.map((r) => r.status)).toEqual([200, 200]);
        const rows = await t.dataSource
          .getRepository(ContentTranslation)
          .findBy({ kind: 'CustomQuestion', itemId: created.body.Id });
        expect(rows.map((r) => r.text)).toHaveLength(1);
        expect([`Un ${attempt}`, `Une ${attempt}`]).toContain(rows[0].text);
      }
    });
  });

  describe('GET /api/Translations/Coverage', () => {
    it("counts the library texts per language and lists one language's missing texts, paged", async () => {
      const res = await operator.get('/api/Translations/Coverage?Language=de&pageSize=5').expect(200);
      const rows = await t.dataSource.getRepository(ContentTranslation).find();
      const library = rows.filter((r) => r.kind !== 'CustomQuestion');
      const languages = res.body.Languages as {
        Language: string;
        Total: number;
        Translated: number;
        Missing: number;
      }[];
      expect(languages.map((l) => l.Language)).toEqual(['fr', 'de', 'es']);
      const total = languages[0].Total;
      expect(total).toBeGreaterThan(100);
      for (const l of languages) {
        expect(l.Total).toBe(total);
        expect(l.Translated).toBe(library.filter((r) => r.language === l.Language).length);
        expect(l.Missing).toBe(total - l.Translated);
      }
      expect(res.body.Language).toBe('de');
      expect(res.body.Missing).toMatchObject({ currentPage: 1, pageSize: 5, totalItem: languages[1].Missing });
      expect(res.body.Missing.data).toHaveLength(5);
      for (const m of res.body.Missing.data) {
        expect(m).toEqual({
          Kind: expect.any(String),
          Id: expect.any(Number),
          Label: expect.any(String),
          Field: expect.any(String),
          English: expect.any(String),
        });
        expect(
          library.some((r) => r.language === 'de' && r.kind === m.Kind && r.itemId === m.Id && r.field === m.Field),
        ).toBe(false);
      }
      await operator.get('/api/Translations/Coverage?Language=pl').expect(400);
      await nwAdmin.get('/api/Translations/Coverage').expect(403);
    });
  });

  describe("the translators' workbook: GET Export, POST Import", () => {
    const exportBook = async () => {
      const res = await operator.get('/api/Translations/Export').buffer(true).parse(binaryBody).expect(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body);
      return wb;
    };
    const bytes = async (wb: ExcelJS.Workbook) => Buffer.from(await wb.xlsx.writeBuffer());
    const upload = (data: Buffer, dryRun?: boolean) =>
      operator
        .post(`/api/Translations/Import${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`)
        .attach('File', data, 'translations.xlsx');
    const rowOf = (wb: ExcelJS.Workbook, kind: string, id: number, field: string) => {
      const ws = wb.getWorksheet('Translations')!;
      let found: ExcelJS.Row | undefined;
      ws.eachRow((row) => {
        if (row.getCell(1).value === kind && Number(row.getCell(2).value) === id && row.getCell(3).value === field)
          found = row;
      });
      return found!;
    };

    it('round trip: export, edit, check (dry run writes nothing), import; a bad row refuses the whole workbook', async () => {
      const wb = await exportBook();
      const header = wb.getWorksheet('Translations')!.getRow(1).values as unknown[];
      expect(header.slice(1)).toEqual(['Kind', 'Id', 'Field', 'en', 'fr', 'de', 'es']);
      const row = rowOf(wb, 'Finding', finding.id, 'detail');
      expect(row.getCell(4).value).toBe(ENGLISH_FINDING);
      expect(row.getCell(6).value).toBe(GERMAN_FINDING);

      const type = rowOf(wb, 'InquiryType', health.id, 'description');
      type.getCell(7).value = 'Una revisión amplia de la organización.';
      row.getCell(5).value = 'Les valeurs sont connues mais inégalement appliquées.';

      const before = await stored();
      const dry = await upload(await bytes(wb), true).expect(200);
      expect(dry.body).toEqual({
        IsValid: true,
        Message: 'The translation workbook is valid',
        DryRun: true,
        Summary: { Rows: expect.any(Number), Written: 2, Removed: 0 },
      });
      expect(await stored()).toEqual(before);

      // One bad row among good edits: nothing at all is written.
      const ws = wb.getWorksheet('Translations')!;
      const bad = ws.addRow(['Finding', 999999, 'detail', 'Nothing', 'Rien', '', '']);
      const wrongField = ws.addRow(['Finding', finding.id, 'title', 'x', 'y', '', '']);
      const refused = await upload(await bytes(wb)).expect(400);
      expect(refused.body).toEqual({
        status: 400,
        title: 'Invalid translation workbook',
        errorMessage: [
          `Translations, row ${bad.number}, Id: no Finding has the id 999999`,
          `Translations, row ${wrongField.number}, Field: title is not a text of Finding ${finding.id}`,
        ],
      });
      expect(await stored()).toEqual(before);

      // Emptied rows are skipped.
      for (const r of [bad, wrongField]) r.eachCell((c) => (c.value = null));
      const done = await upload(await bytes(wb)).expect(200);
      expect(done.body).toMatchObject({
        IsValid: true,
        Message: 'The translations were imported',
        DryRun: false,
        Summary: { Written: 2, Removed: 0 },
      });
      const item = await operator.get(`/api/Translations/InquiryType/${health.id}`).expect(200);
      expect(item.body.Fields.find((f: { Field: string }) => f.Field === 'description').Translations.es).toBe(
        'Una revisión amplia de la organización.',
      );
      expect(
        (await operator.get(`/api/Translations/Finding/${finding.id}`).expect(200)).body.Fields[0].Translations.fr,
      ).toBe('Les valeurs sont connues mais inégalement appliquées.');
    });

    it('refuses a stale English source, a missing file and a file that is not a workbook', async () => {
      const wb = await exportBook();
      rowOf(wb, 'Finding', finding.id, 'detail').getCell(4).value = 'An older English text';
      const res = await upload(await bytes(wb)).expect(400);
      expect(res.body.errorMessage).toEqual([
        expect.stringMatching(/^Translations, row \d+, en: the English text changed since the export/),
      ]);
      await operator.post('/api/Translations/Import').expect(400);
      await operator
        .post('/api/Translations/Import')
        .attach('File', Buffer.from('Kind,Id\n'), 'translations.csv')
        .expect(415);
      await nwAdmin
        .post('/api/Translations/Import')
        .attach('File', Buffer.from(await wb.xlsx.writeBuffer()), 'translations.xlsx')
        .expect(403);
    });
  });

  describe("reads in the reader's language, English where not translated", () => {
    async function openForm() {
      const inq = await createInquiry(ctAdmin, health.id, 'Form in other languages');
      await submitIntake(t, ctAdmin, inq.Id, health.id);
      await addParticipants(ctAdmin, inq.Id, [DEMO.contosoStaff]).expect(200);
      return inq.Id;
    }
    const form = async (id: number, query = '', headers: Record<string, string> = {}) => {
      let req = staff.get(`/api/SurveyAnswer/${health.id}/${id}/SurveyFormQuestions${query}`);
      for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
      return (await req.expect(200)).body.data as FormItem[];
    };

    it('answers the form in ?lang, else the profile Language, else Accept-Language, else English; checkbox answers keep their English value', async () => {
      const id = await openForm();
      const english = await form(id);
      const byTitle = (items: FormItem[], title: string) => items[english.findIndex((q) => q.Title === title)];
      expect(byTitle(english, 'Shared values')).toMatchObject({ Title: 'Shared values' });
      expect(byTitle(english, 'Tools used daily').CheckBoxOptionLabels).toEqual([
        'Email',
        'Chat',
        'ERP',
        'Spreadsheets',
      ]);

      const german = await form(id, '', { 'Accept-Language': 'de-CH, fr;q=0.8' });
      expect(byTitle(german, 'Shared values')).toMatchObject({
        Title: 'Gemeinsame Werte',
        Description: 'Unsere Werte sind bekannt und leiten tägliche Entscheidungen.',
      });
      // Not translated: the English text.
      expect(german[english.findIndex((q) => q.Title === 'Biggest obstacle')].Title).toBe('Biggest obstacle');
      const tools = byTitle(german, 'Tools used daily');
      expect(tools).toMatchObject({
        Title: 'Täglich genutzte Werkzeuge',
        CheckBoxOptions: ['Email', 'Chat', 'ERP', 'Spreadsheets'],
        CheckBoxOptionLabels: ['E-Mail', 'Chat', 'ERP-System', 'Tabellenkalkulation'],
      });

      expect(byTitle(await form(id, '?lang=fr', { 'Accept-Language': 'de' }), 'Shared values').Title).toBe(
        'Valeurs partagées',
      );
      // In English the form read sends no statement for translations; in another language exactly one.
      const inEnglish = await statements.of(() => form(id, '?lang=en'));
      const inGerman = await statements.of(() => form(id, '?lang=de'));
      expect(inEnglish.filter((q) => q.includes('content_translations'))).toEqual([]);
      expect(inGerman.length).toBe(inEnglish.length + 1);
      expect(inGerman.filter((q) => q.includes('content_translations'))).toHaveLength(1);
      const bad = await staff.get(`/api/SurveyAnswer/${health.id}/${id}/SurveyFormQuestions?lang=pl`).expect(400);
      expect(bad.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['lang: Must be one of en, fr, de, es'],
      });

      // The profile's Language wins over the browser's; null follows the browser again.
      const me = await t.users.findOneByOrFail({ email: DEMO.contosoStaff });
      const profile = await staff
        .put(`/api/CustomerUser/Profile/${me.id}`)
        .send({ FirstName: me.firstName, LastName: me.lastName, Language: 'fr' })
        .expect(200);
      expect(profile.body.Language).toBe('fr');
      expect((await staff.get(`/api/CustomerUser/Profile/${me.id}`).expect(200)).body.Language).toBe('fr');
      expect(byTitle(await form(id, '', { 'Accept-Language': 'de' }), 'Shared values').Title).toBe('Valeurs partagées');
      await staff
        .put(`/api/CustomerUser/Profile/${me.id}`)
        .send({ FirstName: me.firstName, LastName: me.lastName, Language: 'pl' })
        .expect(400);
      // Left out: unchanged.
      expect(
        (
          await staff
            .put(`/api/CustomerUser/Profile/${me.id}`)
            .send({ FirstName: me.firstName, LastName: me.lastName })
            .expect(200)
        ).body.Language,
      ).toBe('fr');

      // A checkbox answer given in a German session is stored as the option itself, and reads the same in French.
      const saved = await staff
        .post('/api/SurveyAnswer/AddSurveyAnswers?lang=de')
        .send({
          Status: 'saveasdraft',
          SurveyAnswerDtos: [
            {
              DiagnosticId: String(tools.Id),
              InquiryId: String(id),
              CustomerUserId: String(me.id),
              IsCustomQuestion: 'false',
              CheckBoxOptions: JSON.stringify(['Email', 'Spreadsheets']),
            },
          ],
        })
        .expect(200);
      const savedTools = (saved.body.data as FormItem[]).find((q) => q.Id === tools.Id)!;
      expect(savedTools).toMatchObject({
        Title: 'Täglich genutzte Werkzeuge',
        CheckBoxOptionsAnswer: ['Email', 'Spreadsheets'],
      });
      const row = await t.dataSource
        .getRepository(SurveyAnswer)
        .findOneByOrFail({ inquiryId: id, questionId: tools.Id, isCustomQuestion: false });
      expect(row.checkboxAnswer).toEqual(['Email', 'Spreadsheets']);
      const french = byTitle(await form(id), 'Tools used daily');
      expect(french).toMatchObject({
        Title: 'Outils utilisés chaque jour',
        CheckBoxOptionsAnswer: ['Email', 'Spreadsheets'],
        CheckBoxOptionLabels: ['E-mail', 'Chat', 'ERP', 'Tableurs'],
      });
      await staff
        .put(`/api/CustomerUser/Profile/${me.id}`)
        .send({ FirstName: me.firstName, LastName: me.lastName, Language: null })
        .expect(200);
    });

    it("answers the intake questions in the customer admin's language; the super admin edits them in English", async () => {
      const path = `/api/IntakeQuestion/${health.id}/AllIntakeQuestions?pageSize=-1`;
      const german = await nwAdmin.get(path).set('Accept-Language', 'de').expect(200);
      expect(german.body.data.map((q: { Title: string }) => q.Title)).toEqual([
        'Hauptziel',
        'Kürzliche Umstrukturierung',
        'Units in scope',
      ]);
      const forOperator = await operator.get(path).set('Accept-Language', 'de').expect(200);
      expect(forOperator.body.data.map((q: { Title: string }) => q.Title)).toEqual([
        'Main objective',
        'Recent reorganisation',
        'Units in scope',
      ]);
      expect((await operator.get(`${path}&lang=fr`).expect(200)).body.data[0].Title).toBe('Objectif principal');
    });

    it("answers published findings taken from the library in the customer admin's language", async () => {
      const finished = await t.dataSource
        .getRepository(Inquiry)
        .findOneByOrFail({ description: 'Annual organisational health check 2026' });
      const de = await nwAdmin
        .get(`/api/UploadResultDocument/FindingsResult/${finished.id}`)
        .set('Accept-Language', 'de')
        .expect(200);
      expect(de.body.CultureArray.map((f: { FindingsDesc: string }) => f.FindingsDesc)).toEqual([
        GERMAN_FINDING,
        'Feedback flows upward only in some teams.',
      ]);
      const en = await nwAdmin.get(`/api/UploadResultDocument/FindingsResult/${finished.id}`).expect(200);
      expect(en.body.CultureArray[0].FindingsDesc).toBe(ENGLISH_FINDING);
    });

    it("names inquiry types in the reader's language in the inquiry list, one inquiry and a respondent's survey list", async () => {
      const finished = await t.dataSource
        .getRepository(Inquiry)
        .findOneByOrFail({ description: 'Annual organisational health check 2026' });
      const names = (body: { data: { Id?: number; InquiryId?: number; InquiryTypeName: string }[] }) =>
        body.data.filter((i) => (i.Id ?? i.InquiryId) === finished.id).map((i) => i.InquiryTypeName);
      expect(
        names((await nwAdmin.get('/api/Inquiry?pageSize=-1').set('Accept-Language', 'de').expect(200)).body),
      ).toEqual(['Organisations-Gesundheitscheck']);
      expect((await nwAdmin.get(`/api/Inquiry/${finished.id}?lang=fr`).expect(200)).body.InquiryTypeName).toBe(
        'Bilan de santé organisationnelle',
      );
      expect((await nwAdmin.get(`/api/Inquiry/${finished.id}`).expect(200)).body.InquiryTypeName).toBe(
        'Organisational Health Check',
      );
      expect(
        names((await operator.get('/api/Inquiry/Admin?pageSize=-1').set('Accept-Language', 'fr').expect(200)).body),
      ).toEqual(['Bilan de santé organisationnelle']);
      const staff = api.as('northwindStaff');
      const own = (
        await staff
          .get(`/api/Inquiry/Staff/${DEMO.northwindStaff}?pageSize=-1`)
          .set('Accept-Language', 'de')
          .expect(200)
      ).body;
      expect(names(own)).toEqual(['Organisations-Gesundheitscheck']);
    });

    it('a German super admin exports the PDF report with the translated finding in an embedded Unicode font', async () => {
      const finished = await t.dataSource
        .getRepository(Inquiry)
        .findOneByOrFail({ description: 'Annual organisational health check 2026' });
      await t.users.update({ email: DEMO.operator }, { language: 'de' });
      const res = await operator.get(`/api/PDFReport/ExportData/${finished.id}`).expect(200);
      const pdf: Buffer = (await api.anonymous().get(res.body.DocPath).buffer(true).parse(binaryBody).expect(200)).body;
      expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
      expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
      const text = extractPdfText(pdf).replace(/\s+/g, ' ');
      expect(text).toContain('außer im Büro Wrocław');
      expect(text).toContain('Geschäftsbereichen');
      expect(text).toContain('Organisations-Gesundheitscheck');
      expect(text).not.toContain(ENGLISH_FINDING);
      // ?lang overrides the user's Language.
      const en = await operator.get(`/api/PDFReport/ExportData/${finished.id}?lang=en`).expect(200);
      const english = extractPdfText(
        (await api.anonymous().get(en.body.DocPath).buffer(true).parse(binaryBody).expect(200)).body,
      ).replace(/\s+/g, ' ');
      expect(english).toContain(ENGLISH_FINDING);
      await t.users.update({ email: DEMO.operator }, { language: null });
    }, 300_000);
  });
});

import { AuditEvent } from '../src/audit/audit-event.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { HEADERS, xlsx } from './results-fixtures';
import { closedRound } from './results-studio-fixture';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/** A complete draft, and the same content as a result workbook's sheets. */
const DRAFT = {
  Findings: [
    { Area: 'Culture', Text: 'Studio culture finding' },
    { Area: 'People', Text: 'Studio people finding' },
    { Area: 'People', Text: 'Second people finding' },
  ],
  AdvanceInsights: [{ Area: 'Process', Text: 'Studio scenario for process' }],
  Recommendations: [
    { Detail: 'Studio recommendation A', LevelOfFocus: 4 },
    { Detail: 'Studio recommendation B', LevelOfFocus: 1 },
  ],
  Roadmap: [
    { Step: 1, Title: 'Listen', BriefDescription: 'Brief one', Detail: 'Line A\nLine B' },
    { Step: 2, Title: 'Plan', BriefDescription: 'Brief two', Detail: 'Detail two' },
    { Step: 3, Title: 'Act', BriefDescription: 'Brief three', Detail: 'Detail three' },
  ],
  AreaColors: [{ Area: 'Process', Color: 'blue' }],
  Inputs: null,
};
const SHEETS = {
  Findings: [HEADERS.Findings, ...DRAFT.Findings.map((f) => [f.Area, f.Text])],
  Recommendations: [HEADERS.Recommendations, ...DRAFT.Recommendations.map((r) => [r.Detail, r.LevelOfFocus])],
  AdvanceInsights: [HEADERS.AdvanceInsights, ...DRAFT.AdvanceInsights.map((a) => [a.Area, a.Text])],
  Roadmap: [HEADERS.Roadmap, ...DRAFT.Roadmap.map((s) => [s.Step, s.Title, s.BriefDescription, s.Detail])],
  AreaColors: [HEADERS.AreaColors, ['Process', 'blue']],
};

const RESULT_READS = [
  'FindingsResult',
  'AdvanceInsightsResult',
  'InputResult',
  'RecommendationResult',
  'RoadmapResult',
  'AreaColorResult',
];
/** Every read a customer admin (or a results:read key) has of an inquiry's results and insights. */
const CUSTOMER_READS = (id: number) => [
  ...RESULT_READS.map((r) => `/api/UploadResultDocument/${r}/${id}`),
  `/api/Insights/ImportancePerformance/${id}`,
  `/api/Insights/Anonymity/${id}`,
  `/api/Insights/Segments/${id}`,
  `/api/Insights/Heatmap/${id}?by=Department`,
  `/api/Insights/Trend/${id}`,
  `/api/Insights/Benchmark/${id}`,
  `/api/Insights/Comments/${id}`,
  `/api/Insights/CommentThemes/${id}`,
  `/api/CustomerReport/Pdf/${id}`,
  `/api/CustomerReport/Figures/${id}`,
];

/** A read's answer without what names the inquiry or the moment (two inquiries' answers compared). */
function comparable(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(comparable);
  if (body && typeof body === 'object')
    return Object.fromEntries(
      Object.entries(body)
        .filter(([k]) => !/InquiryId$|At$|^Message$|^Description$/.test(k))
        .map(([k, v]) => [k, comparable(v)]),
    );
  return body;
}

describe('results studio: draft, publish, unpublish, preview', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let admin: Client;
  let key: Client;

  const mailsTo = (email: string, inquiry: Inquiry) =>
    t.dataSource
      .getRepository(OutboundMail)
      .createQueryBuilder('m')
      .where('m.to = :email', { email })
      .andWhere('m.subject LIKE :s', { s: `%${inquiry.description}%` })
      .getCount();
  /** Every customer read's status and JSON; the reports (drawn in a worker, links signed for now) only when asked. */
  const reads = async (who: Client, id: number, reports = false) => {
    const out: Record<string, { status: number; body: unknown }> = {};
    for (const path of CUSTOMER_READS(id).filter((p) => reports || !p.includes('CustomerReport'))) {
      const res = await who.get(path);
      out[path] = { status: res.status, body: res.headers['content-type']?.includes('json') ? res.body : null };
    }
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    operator = api.as('operator');
    admin = api.as('northwindAdmin');
    const created = await admin
      .post('/api/ApiKeys')
      .send({ Name: 'Studio key', Scopes: ['results:read'] })
      .expect(200);
    key = api.withToken(created.body.Key);
  });
  afterAll(() => t?.close());

  it('answers 401 without a token and 403 to every role but the super admin, on every route', async () => {
    const inquiry = await closedRound(t, 'Studio guards');
    const routes: [keyof Client, string, object?][] = [
      ['get', 'Draft'],
      ['put', 'Draft', { ...DRAFT, Version: 1 }],
      ['post', 'Publish', {}],
      ['post', 'Unpublish', { Reason: 'Because' }],
      ['get', 'Preview'],
      ['get', 'Suggestions'],
      ['get', 'Draft/Workbook'],
      ['post', 'Draft/Workbook?Version=1'],
    ];
    for (const [method, route, body] of routes) {
      const path = `/api/Results/${inquiry.id}/${route}`;
      await api.anonymous()[method](path).send(body).expect(401);
      for (const who of ['northwindAdmin', 'northwindStaff', 'contosoAdmin'] as const)
        await api.as(who)[method](path).send(body).expect(403);
      await key[method](path).send(body).expect(403);
    }
    // Nothing was made by the refused calls: the first draft is still version 1 and empty.
    const draft = await operator.get(`/api/Results/${inquiry.id}/Draft`).expect(200);
    expect(draft.body).toMatchObject({ Version: 1, Findings: [], Published: false });
  });

  it('round-trips the whole draft and refuses a save made from a stale version (409 in the error shape)', async () => {
    const inquiry = await closedRound(t, 'Studio round trip');
    const path = `/api/Results/${inquiry.id}/Draft`;
    const first = await operator.get(path).expect(200);
    expect(first.body).toEqual({
      InquiryId: inquiry.id,
      Version: 1,
      Published: false,
      CustomerNotified: false,
      UpdatedAt: expect.any(String),
      Findings: [],
      AdvanceInsights: [],
      Recommendations: [],
      Roadmap: [],
      AreaColors: [],
      Inputs: null,
      DismissedSuggestions: [],
    });
    const saved = await operator
      .put(path)
      .send({ ...DRAFT, Version: 1, Unknown: 'ignored' })
      .expect(200);
    expect(saved.body).toMatchObject({ ...DRAFT, Version: 2 });
    expect(saved.body).not.toHaveProperty('Unknown');
    const read = await operator.get(path).expect(200);
    expect(read.body).toEqual(saved.body);

    // A second operator still holding version 1 cannot overwrite version 2.
    const stale = await operator
      .put(path)
      .send({ ...DRAFT, Findings: [], Version: 1 })
      .expect(409);
    expect(stale.body).toEqual({
      status: 409,
      title: 'Stale draft',
      errorMessage: [expect.stringContaining('version 2, yours 1')],
    });
    expect((await operator.get(path).expect(200)).body.Findings).toEqual(DRAFT.Findings);

    const invalid = await operator
      .put(path)
      .send({ ...DRAFT, Findings: [{ Area: 'Other', Text: 'x' }], Version: 2 })
      .expect(400);
    expect(invalid.body.status).toBe(400);
    expect(invalid.body.errorMessage.join(' ')).toMatch(/Area/);
  });

  it('keeps the dismissed suggestions with the draft: each once, kept by saves that leave them out, checked', async () => {
    const inquiry = await closedRound(t, 'Studio dismissals');
    const path = `/api/Results/${inquiry.id}/Draft`;
    await operator.get(path).expect(200);
    const dismissed = [
      { Kind: 'Roadmap', Id: 2 },
      { Kind: 'Finding', Id: 7 },
      { Kind: 'Finding', Id: 7 },
    ];
    const saved = await operator
      .put(path)
      .send({ ...DRAFT, Version: 1, DismissedSuggestions: dismissed })
      .expect(200);
    const once = [
      { Kind: 'Finding', Id: 7 },
      { Kind: 'Roadmap', Id: 2 },
    ];
    expect(saved.body.DismissedSuggestions).toEqual(once);
    expect((await operator.get(path).expect(200)).body.DismissedSuggestions).toEqual(once);

    // A save without the field (an older screen) keeps them; so does a workbook import, which replaces the content.
    await operator
      .put(path)
      .send({ ...DRAFT, Version: 2 })
      .expect(200);
    const workbook = await operator
      .get(`${path}/Workbook`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const imported = await operator
      .post(`${path}/Workbook?Version=3`)
      .attach('File', workbook.body as Buffer, 'draft.xlsx')
      .expect(200);
    expect(imported.body.DismissedSuggestions).toEqual(once);

    // Bad dismissals answer 400 in the error shape and change nothing.
    for (const bad of [[{ Kind: 'Scenario', Id: 1 }], [{ Kind: 'Finding', Id: 0 }], 'Finding 7'])
      expect(
        (
          await operator
            .put(path)
            .send({ ...DRAFT, Findings: [], Version: 4, DismissedSuggestions: bad })
            .expect(400)
        ).body.status,
      ).toBe(400);
    const after = (await operator.get(path).expect(200)).body;
    expect(after).toMatchObject({ Version: 4, Findings: DRAFT.Findings, DismissedSuggestions: once });

    // Restoring them all is an empty list.
    const restored = await operator
      .put(path)
      .send({ ...DRAFT, Version: 4, DismissedSuggestions: [] })
      .expect(200);
    expect(restored.body.DismissedSuggestions).toEqual([]);
  });

  it('opens the first draft of a published inquiry from what is published', async () => {
    const finished = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
    const draft = (await operator.get(`/api/Results/${finished.id}/Draft`).expect(200)).body;
    expect(draft).toMatchObject({ Version: 1, Published: true, CustomerNotified: true });
    const findings = (await operator.get(`/api/UploadResultDocument/FindingsResult/${finished.id}`).expect(200)).body;
    const byArea = (area: string) =>
      draft.Findings.filter((f: { Area: string }) => f.Area === area).map((f: { Text: string }) => ({
        FindingsDesc: f.Text,
      }));
    expect(findings).toEqual({
      CultureArray: byArea('Culture'),
      PeopleArray: byArea('People'),
      ProcessArray: byArea('Process'),
      StructureArray: byArea('Structure'),
    });
    expect(draft.Findings.length).toBeGreaterThan(0);
    const roadmap = (await operator.get(`/api/UploadResultDocument/RoadmapResult/${finished.id}`).expect(200)).body;
    expect(draft.Roadmap.map((s: { Title: string }) => s.Title)).toEqual([
      roadmap.data[0].Step1_RoadmapTitle,
      roadmap.data[0].Step2_RoadmapTitle,
      roadmap.data[0].Step3_RoadmapTitle,
    ]);
  });

  it('follows a workbook upload: the next read of an open draft holds what the upload published', async () => {
    const inquiry = await closedRound(t, 'Studio then upload');
    const path = `/api/Results/${inquiry.id}/Draft`;
    await operator.get(path).expect(200);
    await operator
      .put(path)
      .send({ ...DRAFT, Findings: [], Version: 1 })
      .expect(200);
    await operator
      .post(`/api/UploadResultDocument/UploadDocumentResults/${inquiry.id}`)
      .attach('File', await xlsx(SHEETS), 'results.xlsx')
      .expect(200);
    const draft = (await operator.get(path).expect(200)).body;
    expect(draft).toMatchObject({ Version: 3, Published: true, CustomerNotified: true, Findings: DRAFT.Findings });
    expect(draft.AreaColors).toEqual(DRAFT.AreaColors);
    // Read again, it stays as it is.
    expect((await operator.get(path).expect(200)).body.Version).toBe(3);
  });

  it('exports the draft as a result workbook and imports it back, checked as an upload is', async () => {
    const inquiry = await closedRound(t, 'Studio workbook');
    const path = `/api/Results/${inquiry.id}/Draft`;
    await operator.get(path).expect(200);
    const saved = (
      await operator
        .put(path)
        .send({ ...DRAFT, Version: 1 })
        .expect(200)
    ).body;
    const exported = await operator
      .get(`${path}/Workbook`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(exported.headers['content-disposition']).toContain(`result-draft-inquiry-${inquiry.id}-v2.xlsx`);
    const back = await operator
      .post(`${path}/Workbook?Version=2`)
      .attach('File', exported.body as Buffer, 'draft.xlsx')
      .expect(200);
    const content = (d: Record<string, unknown>) => {
      const { Version: _v, UpdatedAt: _u, ...rest } = d;
      return rest;
    };
    expect(content(back.body)).toEqual(content(saved));
    expect(back.body.Version).toBe(3);
    // A stale version is refused; a workbook with problems answers them all and the draft stays.
    await operator
      .post(`${path}/Workbook?Version=2`)
      .attach('File', exported.body as Buffer, 'draft.xlsx')
      .expect(409);
    const bad = await operator
      .post(`${path}/Workbook?Version=3`)
      .attach('File', await xlsx({ ...SHEETS, Roadmap: [HEADERS.Roadmap, [1, 'Only', 'one', 'step']] }), 'bad.xlsx')
      .expect(400);
    expect(bad.body.errorMessage).toContain(
      'Sheet Roadmap: step 2 is missing (the roadmap has exactly three steps, 1 to 3)',
    );
    expect((await operator.get(path).expect(200)).body.Version).toBe(3);
  });

  it('previews in the reader’s language: library texts translated, edited text as written', async () => {
    const inquiry = await closedRound(t, 'Studio languages');
    const library = 'Values are widely known but applied unevenly across units.';
    await operator.get(`/api/Results/${inquiry.id}/Draft`).expect(200);
    await operator
      .put(`/api/Results/${inquiry.id}/Draft`)
      .send({
        ...DRAFT,
        Findings: [
          { Area: 'Culture', Text: library },
          { Area: 'Culture', Text: `${library} Except in Wrocław.` },
        ],
        Version: 1,
      })
      .expect(200);
    const fr = (await operator.get(`/api/Results/${inquiry.id}/Preview?lang=fr`).expect(200)).body;
    expect(fr.Language).toBe('fr');
    expect(fr.FindingsResult.CultureArray).toEqual([
      { FindingsDesc: 'Les valeurs sont largement connues mais appliquées de façon inégale selon les unités.' },
      { FindingsDesc: `${library} Except in Wrocław.` },
    ]);
    const en = (await operator.get(`/api/Results/${inquiry.id}/Preview?lang=en`).expect(200)).body;
    expect(en.FindingsResult.CultureArray[0]).toEqual({ FindingsDesc: library });
  });

  it('refuses to publish an incomplete draft, saying every problem', async () => {
    const inquiry = await closedRound(t, 'Studio incomplete');
    await operator.get(`/api/Results/${inquiry.id}/Draft`).expect(200);
    await operator
      .put(`/api/Results/${inquiry.id}/Draft`)
      .send({ ...DRAFT, Roadmap: DRAFT.Roadmap.slice(0, 2), Findings: [{ Area: 'Culture', Text: '  ' }], Version: 1 })
      .expect(200);
    const refused = await operator.post(`/api/Results/${inquiry.id}/Publish`).send({}).expect(409);
    expect(refused.body.errorMessage).toEqual([
      'Findings, line 1: the finding is empty',
      'Roadmap: step 3 is missing (the roadmap has exactly three steps, 1 to 3)',
    ]);
    const preview = await operator.get(`/api/Results/${inquiry.id}/Preview`).expect(200);
    expect(preview.body.Problems).toEqual(refused.body.errorMessage);
    expect(
      (await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: inquiry.id })).resultsUploadedAt,
    ).toBeNull();
  });

  it('publishes exactly what an upload of the same content publishes, and previews it as the customer will read it', async () => {
    const studio = await closedRound(t, 'Studio published');
    const uploaded = await closedRound(t, 'Workbook published');
    const before = await reads(admin, studio.id);

    await operator.get(`/api/Results/${studio.id}/Draft`).expect(200);
    await operator
      .put(`/api/Results/${studio.id}/Draft`)
      .send({ ...DRAFT, Version: 1 })
      .expect(200);
    const preview = (await operator.get(`/api/Results/${studio.id}/Preview?lang=en`).expect(200)).body;
    expect(preview.Problems).toEqual([]);

    const published = await operator.post(`/api/Results/${studio.id}/Publish`).send({}).expect(200);
    expect(published.body).toMatchObject({ InquiryId: studio.id, NotifiedAdmins: 1, Version: 2 });
    expect(published.body.Summary).toMatchObject({
      Findings: 3,
      Recommendations: 2,
      AdvanceInsights: 1,
      RoadmapSteps: 3,
    });
    await operator
      .post(`/api/UploadResultDocument/UploadDocumentResults/${uploaded.id}`)
      .attach('File', await xlsx(SHEETS), 'results.xlsx')
      .expect(200);

    // The customer reads the same from both, and exactly what the preview showed.
    const fromStudio = await reads(admin, studio.id);
    const fromUpload = await reads(admin, uploaded.id);
    expect(comparable(fromStudio)).toEqual(
      comparable(
        Object.fromEntries(
          Object.entries(fromUpload).map(([path, v]) => [path.replace(String(uploaded.id), String(studio.id)), v]),
        ),
      ),
    );
    const read = (name: string) => fromStudio[`/api/UploadResultDocument/${name}/${studio.id}`];
    for (const name of RESULT_READS) expect(read(name).status).toBe(200);
    expect(read('FindingsResult').body).toEqual(preview.FindingsResult);
    expect(read('AdvanceInsightsResult').body).toEqual(preview.AdvanceInsightsResult);
    expect(read('RecommendationResult').body).toEqual(preview.RecommendationResult);
    expect(read('RoadmapResult').body).toEqual(preview.RoadmapResult);
    expect(comparable(read('InputResult').body)).toEqual(comparable(preview.InputResult));
    expect(read('AreaColorResult').body).toEqual(preview.AreaColorResult);
    expect(read('AreaColorResult').body).toContainEqual({ Area: 'Process', Color: 'blue' });
    expect((read('InputResult').body as { PeopleArray: unknown[] }).PeopleArray).toHaveLength(1);
    // The publication changed what the customer reads.
    expect(read('FindingsResult')).not.toEqual(before[`/api/UploadResultDocument/FindingsResult/${studio.id}`]);

    const inquiries = t.dataSource.getRepository(Inquiry);
    const [a, b] = await Promise.all([
      inquiries.findOneByOrFail({ id: studio.id }),
      inquiries.findOneByOrFail({ id: uploaded.id }),
    ]);
    expect(a.resultsUploadedAt).not.toBeNull();
    const status = async (id: number) => (await admin.get(`/api/Inquiry/${id}`).expect(200)).body;
    expect([(await status(a.id)).Status, (await status(a.id)).Progress]).toEqual([
      (await status(b.id)).Status,
      (await status(b.id)).Progress,
    ]);
    expect((await status(a.id)).Status).toBe('Published');
    // Both told the customer admin once.
    expect(await mailsTo(DEMO.northwindAdmin, a)).toBe(1);
    expect(await mailsTo(DEMO.northwindAdmin, b)).toBe(1);
  });

  it('unpublishes: the customer admin and API keys read what they read before publication; the next publish mails only when asked', async () => {
    const inquiry = await closedRound(t, 'Studio withdrawn');
    const beforeAdmin = await reads(admin, inquiry.id, true);
    const beforeKey = await reads(key, inquiry.id, true);
    await operator.get(`/api/Results/${inquiry.id}/Draft`).expect(200);
    await operator
      .put(`/api/Results/${inquiry.id}/Draft`)
      .send({ ...DRAFT, Version: 1 })
      .expect(200);
    await operator.post(`/api/Results/${inquiry.id}/Publish`).send({}).expect(200);
    const published = await reads(admin, inquiry.id);
    expect(published[`/api/UploadResultDocument/FindingsResult/${inquiry.id}`].body).not.toEqual(
      beforeAdmin[`/api/UploadResultDocument/FindingsResult/${inquiry.id}`].body,
    );
    expect(
      (await key.get(`/api/UploadResultDocument/FindingsResult/${inquiry.id}`).expect(200)).body.PeopleArray,
    ).toHaveLength(2);

    await operator.post(`/api/Results/${inquiry.id}/Unpublish`).send({}).expect(400);
    await operator
      .post(`/api/Results/${inquiry.id}/Unpublish`)
      .send({ Reason: 'A finding names a team' })
      .expect(200)
      .expect({ InquiryId: inquiry.id, Published: false });
    expect(await reads(admin, inquiry.id, true)).toEqual(beforeAdmin);
    expect(await reads(key, inquiry.id, true)).toEqual(beforeKey);
    const event = await t.dataSource
      .getRepository(AuditEvent)
      .findOneByOrFail({ action: 'results.unpublish', target: `inquiry:${inquiry.id}` });
    expect(JSON.parse(event.detail!)).toEqual({ reason: 'A finding names a team' });
    // Nothing left to withdraw; the draft keeps the content.
    await operator.post(`/api/Results/${inquiry.id}/Unpublish`).send({ Reason: 'Again' }).expect(409);
    const draft = (await operator.get(`/api/Results/${inquiry.id}/Draft`).expect(200)).body;
    expect(draft).toMatchObject({ Published: false, CustomerNotified: true, Findings: DRAFT.Findings });

    // Published again: not mailed a second time, unless the operator asks.
    expect(await mailsTo(DEMO.northwindAdmin, inquiry)).toBe(1);
    const again = await operator.post(`/api/Results/${inquiry.id}/Publish`).send({}).expect(200);
    expect(again.body.NotifiedAdmins).toBe(0);
    expect(await mailsTo(DEMO.northwindAdmin, inquiry)).toBe(1);
    expect(comparable(await reads(admin, inquiry.id))).toEqual(comparable(published));
    await operator.post(`/api/Results/${inquiry.id}/Unpublish`).send({ Reason: 'Typo' }).expect(200);
    const told = await operator.post(`/api/Results/${inquiry.id}/Publish`).send({ NotifyCustomer: true }).expect(200);
    expect(told.body.NotifiedAdmins).toBe(1);
    expect(await mailsTo(DEMO.northwindAdmin, inquiry)).toBe(2);
  });
});

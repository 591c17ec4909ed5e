import { AuditEvent } from '../src/audit/audit-event.entity';
import { AuditService } from '../src/audit/audit.service';
import { FilesService } from '../src/files/files.service';
import { SignedLinkService } from '../src/files/signed-link.service';
import { personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

// What a browser sends when the user opens a link (a click, or pasting it in the address bar).
const BROWSER = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
};

/** GET /api/files/{id}?expires&sig opened by a browser, and by an API client. */
describe('signed download links that do not work', () => {
  let t: TestApp;
  let api: Personas;
  let links: SignedLinkService;
  let fileId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    links = t.app.get(SignedLinkService);
    const stored = await t.app.get(FilesService).store({
      data: Buffer.from('%PDF-1.4 probe'),
      size: 14,
      originalName: 'board pack.pdf',
      contentType: 'application/pdf',
      kind: 'help-document',
    });
    fileId = stored.id;
  });
  afterAll(() => t.close());

  const expired = () => links.link(fileId, 60, Date.now() - 3600_000);
  const tampered = () => {
    const link = links.link(fileId);
    return link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A');
  };

  it('shows a browser a page saying the link expired and what to do, with a way into the portal', async () => {
    const res = await api.anonymous().get(expired()).set(BROWSER).expect(403);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<h1>This download link has expired</h1>');
    expect(res.text).toContain('choose the download again: each download makes a fresh link');
    expect(res.text).toContain('<a href="/">Open the portal</a>');
    expect(res.text).not.toContain('errorMessage');
  });

  it("speaks the browser's language", async () => {
    const res = await api
      .anonymous()
      .get(expired())
      .set({ ...BROWSER, 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' })
      .expect(403);
    expect(res.text).toContain('<html lang="fr">');
    expect(res.text).toContain('<h1>Ce lien de téléchargement a expiré</h1>');
    expect(res.text).toContain('Ouvrir le portail');
  });

  it('tells a damaged link and a removed file apart from an expired link', async () => {
    const damaged = await api.anonymous().get(tampered()).set(BROWSER).expect(403);
    expect(damaged.text).toContain('<h1>This download link is not valid</h1>');
    const gone = await api.anonymous().get(links.link(999_999)).set(BROWSER).expect(404);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.text).toContain('<h1>This file is no longer available</h1>');
  });

  it('still answers API clients with the JSON error', async () => {
    for (const accept of [undefined, 'application/json', '*/*', 'application/json, text/html']) {
      const req = api.anonymous().get(expired());
      const res = await (accept ? req.set('Accept', accept) : req).expect(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        status: 403,
        title: 'Forbidden',
        errorMessage: ['This download link is invalid or has expired'],
      });
    }
    const gone = await api.anonymous().get(links.link(999_999)).expect(404);
    expect(gone.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['File not found'] });
  });

  it('still downloads a working link in the browser', async () => {
    const res = await api.anonymous().get(links.link(fileId)).set(BROWSER).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''board%20pack.pdf");
  });

  it('audits the refusal a browser got, as it does for API clients', async () => {
    const refusals = async () => {
      await t.app.get(AuditService).flush();
      const rows = await t.dataSource
        .getRepository(AuditEvent)
        .findBy({ action: 'access.forbidden', route: `/api/files/${fileId}` });
      return rows.reduce((sum, e) => sum + e.count, 0);
    };
    const before = await refusals();
    await api.anonymous().get(tampered()).set(BROWSER).expect(403);
    expect(await refusals()).toBe(before + 1);
  });
});

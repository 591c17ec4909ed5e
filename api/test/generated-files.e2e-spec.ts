import { FILE_STORAGE, FileStorage } from '../src/files/file-storage';
import { FilesService } from '../src/files/files.service';
import { GeneratedFilesSweeper } from '../src/files/generated-files-sweeper.service';
import { StoredFile } from '../src/files/stored-file.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Client, personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

/** Generated reports and exports are removed after GENERATED_FILE_RETENTION_HOURS; uploads never are. */
describe('Generated files retention', () => {
  let t: TestApp;
  let operator: Client;
  let inquiryId: number;
  let sweeper: GeneratedFilesSweeper;
  let storage: FileStorage;

  beforeAll(async () => {
    t = await createTestApp({ env: { GENERATED_FILE_RETENTION_HOURS: '24' } });
    operator = (await personas(t)).as('operator');
    inquiryId = (
      await t.dataSource
        .getRepository(Inquiry)
        .findOneByOrFail({ description: 'Annual organisational health check 2026' })
    ).id;
    sweeper = t.app.get(GeneratedFilesSweeper);
    storage = t.app.get<FileStorage>(FILE_STORAGE);
  });
  afterAll(() => t.close());

  const files = () => t.dataSource.getRepository(StoredFile);
  const idOf = (link: string) => Number(link.match(/\/files\/(\d+)/)![1]);
  async function generate(kind: 'ExportData' | 'ExportAnswers') {
    const res = await operator.get(`/api/PDFReport/${kind}/${inquiryId}`).expect(200);
    return { id: idOf(res.body.DocPath), link: res.body.DocPath as string };
  }
  async function ageBy(id: number, hours: number) {
    const file = await files().findOneByOrFail({ id });
    await files().update({ id }, { createdAt: new Date(file.createdAt.getTime() - hours * 3_600_000) });
  }

  it('removes reports and exports older than the retention, bytes and row, and keeps newer ones and uploads', async () => {
    const oldReport = await generate('ExportData');
    const oldExport = await generate('ExportAnswers');
    const freshReport = await generate('ExportData');
    const upload = await t.app.get(FilesService).store({
      data: Buffer.from('%PDF-1.4 help'),
      size: 13,
      originalName: 'help.pdf',
      contentType: 'application/pdf',
      kind: 'help-document',
      inquiryId,
    });
    for (const id of [oldReport.id, oldExport.id, upload.id]) await ageBy(id, 25);
    await ageBy(freshReport.id, 23);
    const [oldReportKey, oldExportKey] = await Promise.all(
      [oldReport.id, oldExport.id].map(async (id) => (await files().findOneByOrFail({ id })).storageKey),
    );

    expect(await sweeper.tick()).toBe(2);

    expect(await files().countBy({ id: oldReport.id })).toBe(0);
    expect(await files().countBy({ id: oldExport.id })).toBe(0);
    expect(await storage.exists(oldReportKey)).toBe(false);
    expect(await storage.exists(oldExportKey)).toBe(false);
    await t.http().get(oldReport.link).expect(404);
    await t.http().get(freshReport.link).expect(200);
    expect(await storage.exists(upload.storageKey)).toBe(true);
    expect(await files().countBy({ id: upload.id })).toBe(1);
    // Nothing left to remove: a second round is a no-op.
    expect(await sweeper.tick()).toBe(0);
  });

  it('keeps everything when the retention is 0', async () => {
    const report = await generate('ExportData');
    await ageBy(report.id, 24 * 365);
    const hours = t.config.generatedFileRetentionHours;
    t.config.generatedFileRetentionHours = 0;
    try {
      expect(await sweeper.tick()).toBe(0);
    } finally {
      t.config.generatedFileRetentionHours = hours;
    }
    expect(await files().countBy({ id: report.id })).toBe(1);
  });
});

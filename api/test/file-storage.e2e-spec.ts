import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { DiskFileStorage } from '../src/files/disk-file-storage';
import { FILE_STORAGE, FileStorage } from '../src/files/file-storage';
import { FilesService } from '../src/files/files.service';
import { S3FileStorage } from '../src/files/s3-file-storage';
import { emptyPrefix, ensureBucket, findS3Target } from './support/s3-target';
import { createTestApp, TestApp } from './support/test-app';

/**
 * One storage contract, run against every backend (decisions.md §1): the local disk always,
 * an S3-compatible server when one is reachable (S3_TEST_URL or MinIO on 127.0.0.1:9000).
 */
interface Backend {
  name: string;
  setup: () => Promise<{ storage: FileStorage; teardown: () => Promise<void> }>;
  /** STORAGE_URL for a whole app on this backend ('' = the disk default). */
  storageUrl: () => string;
}

const bytes = (n: number, seed = 7) => {
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = (i * 31 + seed) & 0xff;
  return b;
};
const key = (name: string) => `survey-document/2026/11/${name}-${Math.random().toString(36).slice(2, 10)}.pdf`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), bytes(4000)]);

function storageContract(backend: Backend) {
  describe(`FileStorage contract: ${backend.name}`, () => {
    let storage: FileStorage;
    let teardown: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, teardown } = await backend.setup());
    });
    afterAll(() => teardown());

    it('stores a buffer and reads the same bytes back', async () => {
      const k = key('buffer');
      const data = bytes(70_000);
      await storage.put(k, data);
      expect(await storage.exists(k)).toBe(true);
      expect((await readAll(await storage.get(k))).equals(data)).toBe(true);
    });

    it('streams a 9 MiB upload of unknown length without loss (multipart on S3)', async () => {
      const k = key('stream');
      const data = bytes(9 * 1024 * 1024, 3);
      const chunks = Array.from({ length: 36 }, (_, i) => data.subarray(i * 262_144, (i + 1) * 262_144));
      await storage.put(k, Readable.from(chunks));
      const back = await readAll(await storage.get(k));
      expect(back.length).toBe(data.length);
      expect(back.equals(data)).toBe(true);
    });

    it('stores an empty file', async () => {
      const k = key('empty');
      await storage.put(k, Buffer.alloc(0));
      expect((await readAll(await storage.get(k))).length).toBe(0);
    });

    it('never overwrites an existing key and keeps the first bytes', async () => {
      const k = key('once');
      await storage.put(k, Buffer.from('first'));
      await expect(storage.put(k, Buffer.from('second'))).rejects.toThrow();
      expect((await readAll(await storage.get(k))).toString()).toBe('first');
    });

    it('reports a missing key: exists is false and get rejects', async () => {
      const k = key('missing');
      expect(await storage.exists(k)).toBe(false);
      await expect(storage.get(k)).rejects.toThrow();
    });

    it('deletes, and deleting a missing key is not an error', async () => {
      const k = key('gone');
      await storage.put(k, Buffer.from('bye'));
      await storage.delete(k);
      expect(await storage.exists(k)).toBe(false);
      await expect(storage.get(k)).rejects.toThrow();
      await expect(storage.delete(k)).resolves.toBeUndefined();
    });

    it.each(['../escape.pdf', 'a/../../escape.pdf', 'with space.pdf', 'semi;colon.pdf', '', 'x/\u0000.pdf'])(
      'refuses the unsafe key %j on every operation',
      async (bad) => {
        await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
        await expect(storage.get(bad)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.delete(bad)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.exists(bad)).rejects.toThrow(/Invalid storage key/);
      },
    );

    describe('through the app: FilesService and the signed download link', () => {
      let t: TestApp;
      beforeAll(async () => {
        const url = backend.storageUrl();
        t = await createTestApp({ demo: false, env: url ? { STORAGE_URL: url } : {} });
      });
      afterAll(() => t.close());

      it(`chooses the ${backend.name} backend from STORAGE_URL`, () => {
        const chosen = t.app.get<FileStorage>(FILE_STORAGE);
        expect(chosen).toBeInstanceOf(backend.name === 'disk' ? DiskFileStorage : S3FileStorage);
      });

      it('stores a document and serves it back through its signed link with its headers', async () => {
        const files = t.app.get(FilesService);
        const stored = await files.store({
          data: PDF,
          size: PDF.length,
          originalName: 'Board report.pdf',
          contentType: 'application/pdf',
          kind: 'report',
        });
        const res = await t
          .http()
          .get(files.link(stored.id))
          .buffer(true)
          .parse((r, cb) => {
            const parts: Buffer[] = [];
            r.on('data', (c: Buffer) => parts.push(c));
            r.on('end', () => cb(null, Buffer.concat(parts)));
          })
          .expect(200);
        expect((res.body as Buffer).equals(PDF)).toBe(true);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-length']).toBe(String(PDF.length));
        expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Board%20report.pdf`);
      });

      it('answers 404 File when the bytes are gone from the store', async () => {
        const files = t.app.get(FilesService);
        const stored = await files.store({
          data: PDF,
          size: PDF.length,
          originalName: 'x.pdf',
          contentType: 'application/pdf',
          kind: 'report',
        });
        await t.app.get<FileStorage>(FILE_STORAGE).delete(stored.storageKey);
        const res = await t.http().get(files.link(stored.id)).expect(404);
        expect(res.body).toMatchObject({ status: 404, errorMessage: [expect.stringMatching(/File/)] });
      });
    });
  });
}

storageContract({
  name: 'disk',
  setup: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-storage-'));
    return {
      storage: new DiskFileStorage(join(dir, 'files')),
      teardown: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  storageUrl: () => '',
});

const s3 = findS3Target();
if (s3) {
  storageContract({
    name: 's3',
    setup: async () => {
      await ensureBucket(s3.config);
      const storage = new S3FileStorage(s3.config);
      expect(await storage.check()).toBeNull();
      return {
        storage,
        teardown: async () => {
          await emptyPrefix(s3.config);
          storage.onModuleDestroy();
        },
      };
    },
    storageUrl: () => s3.url,
  });
  console.log(`S3 storage suite runs against ${s3.source}: ${s3.url}`);
} else {
  console.log(
    'S3 storage suite SKIPPED: no S3-compatible server reachable (set S3_TEST_URL and AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, or run MinIO on 127.0.0.1:9000)',
  );
  describe.skip('FileStorage contract: s3 (no S3-compatible server reachable)', () => {
    it('runs when S3_TEST_URL is set or MinIO listens on 127.0.0.1:9000', () => undefined);
  });
}

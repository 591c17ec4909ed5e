import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openWebhookSecret } from '../src/webhooks/webhook-secret';
import { withSchemaBefore } from './support/migration-upgrade';
import { testEngine } from './support/test-database';

const MIGRATION = 'SealWebhookSecrets1797100000000';
const KEY_HEX = 'a1'.repeat(32);
const SECRETS: [number, string][] = [
  [11, 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG'],
  [12, 'whsec_ZYXWVUTSRQPONMLKJIHGFEDCBAzyxwvutsrqponmlkjih'],
];

/**
 * Upgrading a database whose webhook signing secrets were stored in the clear: the migration seals each
 * with SSO_SECRET_KEY for its organisation (the worker opens it to sign) and drops the clear column; undone,
 * it opens them back.
 */
describe(`webhook secrets migration (${testEngine()})`, () => {
  const saved = { key: process.env.SSO_SECRET_KEY, dataDir: process.env.DATA_DIR };
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-seal-'));
  beforeAll(() => {
    // The migration reads the key as the API does, from the environment.
    process.env.SSO_SECRET_KEY = KEY_HEX;
    process.env.DATA_DIR = dataDir;
  });
  afterAll(() => {
    for (const [name, value] of [
      ['SSO_SECRET_KEY', saved.key],
      ['DATA_DIR', saved.dataDir],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seals the secrets stored before it, for their organisation, and leaves none in the clear', async () => {
    await withSchemaBefore(MIGRATION, 'sealhooks', async ({ ds, q, undoThrough }) => {
      for (const [customerId, secret] of SECRETS) {
        await q(
          "INSERT INTO webhooks (customer_id, created_by_user_id, url, events, secret) VALUES (?, 1, 'https://hooks.example.com/x', 'form.completed', ?)",
          [customerId, secret],
        );
      }

      await ds.runMigrations();

      const rows = (await q('SELECT * FROM webhooks ORDER BY id')) as Record<string, unknown>[];
      expect(rows.map((r) => Object.keys(r).sort())).toEqual(
        SECRETS.map(() => ['created_at', 'created_by_user_id', 'customer_id', 'events', 'id', 'secret_sealed', 'url']),
      );
      for (const [n, [customerId, secret]] of SECRETS.entries()) {
        expect(JSON.stringify(rows[n])).not.toContain(secret.slice('whsec_'.length));
        const hook = { customerId: Number(rows[n].customer_id), secretSealed: String(rows[n].secret_sealed) };
        expect(hook.customerId).toBe(customerId);
        expect(openWebhookSecret(Buffer.from(KEY_HEX, 'hex'), hook)).toBe(secret);
      }

      // Undone (with the migrations after it), the secrets open back into the clear column.
      await undoThrough();
      expect(
        ((await q('SELECT secret FROM webhooks ORDER BY id')) as { secret: string }[]).map((r) => r.secret),
      ).toEqual(SECRETS.map(([, s]) => s));
    });
  });
});

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, TestApp } from './support/test-app';

const API_TYPES_FILE = join(__dirname, '../../packages/contracts/src/api-types.ts');
// openapi-typescript is an ES module and jest runs CommonJS here, so it renders in a child node process.
const RENDER_SCRIPT = join(__dirname, '../scripts/api-types.mjs');
// The downloads answer a file, not JSON.
const FILE_ANSWERS = [
  'GET /api/files/{fileId}',
  'GET /api/UploadResultDocument/ResultTemplate/{inquiryId}',
  'GET /api/Results/{inquiryId}/Draft/Workbook',
  'GET /api/Translations/Export',
  'GET /api/AuditLog/Export',
  'GET /api/auth/saml/metadata/{spKey}',
  'GET /api/Inquiry/{inquiryId}/OpenLink/Qr',
];

interface Schema {
  $ref?: string;
  items?: Schema;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** A response DTO class is a named schema: its reference, or an array of them. */
const isNamed = (schema: Schema | undefined) => !!(schema?.$ref ?? schema?.items?.$ref);

describe('API types in the contracts package', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('are what the served OpenAPI document generates (regenerate with npm run contracts:generate)', async () => {
    const doc = await t.http().get('/api/docs-json').expect(200);
    const rendered = spawnSync(process.execPath, [RENDER_SCRIPT], {
      input: JSON.stringify(doc.body),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(rendered.stderr).toBe('');
    expect(rendered.status).toBe(0);
    expect(rendered.stdout.length).toBeGreaterThan(0);
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(rendered.stdout);
  });

  it('describe the JSON answer of every route by a named DTO', async () => {
    const doc = await t.http().get('/api/docs-json').expect(200);
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries(doc.body.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, op] of Object.entries(item)) {
        const route = `${method.toUpperCase()} ${path}`;
        const success = op.responses?.['200'] ?? op.responses?.['201'];
        // A redirect (the SSO start and callback) answers no JSON: it documents its 302 instead of a 200.
        const redirects = !success && !!op.responses?.['302'];
        if (!isNamed(success?.content?.['application/json']?.schema) && !FILE_ANSWERS.includes(route) && !redirects)
          undocumented.push(route);
      }
    }
    expect(undocumented).toEqual([]);
  });
});

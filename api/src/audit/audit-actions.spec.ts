import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AUDIT_ACTIONS, auditActionKey, isAuditAction } from '@portal/contracts';
import { refusalAction } from './refusal-classifier';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'database-tools' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * The codes a source file gives audit entries: `action: 'x'`, `action: c ? 'x' : 'y'`, a service's own
 * `record(user, 'x', …)` helper, and the library kinds.
 */
function writtenCodes(text: string): string[] {
  const codes: string[] = [];
  for (const m of text.matchAll(/\baction:\s*([^,\n}]+)/g))
    for (const literal of m[1].matchAll(/'([a-z][a-z0-9.-]*)'/g)) codes.push(literal[1]);
  for (const m of text.matchAll(/\brecord\(\s*[\w.]+,\s*'([a-z][a-z0-9-]*\.[a-z0-9.-]+)'/g)) codes.push(m[1]);
  return codes;
}

describe('audit action codes', () => {
  it('lists every code the API writes, so the audit log can label each', () => {
    const unlisted: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      // A library kind's base becomes <base>.create|update|delete (library-content.service.ts).
      const kinds = /super\([^)]*\{\s*name: '[^']+', action: '([a-z-]+)' \}/.exec(text);
      const codes = kinds ? ['create', 'update', 'delete'].map((verb) => `${kinds[1]}.${verb}`) : writtenCodes(text);
      for (const code of codes) if (!isAuditAction(code)) unlisted.push(`${relative(SRC, file)}: ${code}`);
    }
    expect(unlisted).toEqual([]);
  });

  it('finds the codes it checks (the scan is not blind)', () => {
    const all = sources(SRC).flatMap((file) => writtenCodes(readFileSync(file, 'utf8')));
    expect(all).toEqual(
      expect.arrayContaining(['login.failed', 'user.activated', 'user.deactivated', 'customer.deleted']),
    );
    expect(writtenCodes("x({ action: saved ? 'a.on' : 'a.off', actor })")).toEqual(['a.on', 'a.off']);
    expect(writtenCodes("await this.record(user, 'thing.paused', id, null);")).toEqual(['thing.paused']);
    expect(all).toEqual(expect.arrayContaining(['programme.pause', 'lifecycle.create']));
  });

  it('lists every refusal the classifier names', () => {
    const refusal = (status: number, url: string, more: object = {}) =>
      refusalAction({ status, url, bearer: true, crossTenant: true, multipart: false, lines: [], ...more } as never);
    const named = [
      refusal(429, '/api/x'),
      refusal(400, '/api/Customer/CustomerAdminsignup'),
      refusal(400, '/api/auth/verifyforgotpasswordtoken'),
      refusal(400, '/api/Customer/EmailVerification/Verify'),
      refusal(401, '/api/x'),
      refusal(403, '/api/x'),
      refusal(404, '/api/x'),
      refusal(415, '/api/x'),
      refusal(413, '/api/x'),
    ];
    expect(named.filter((code) => code === null || !isAuditAction(code))).toEqual([]);
  });

  it('gives each code its own catalogue key', () => {
    const keys = AUDIT_ACTIONS.map(auditActionKey);
    expect(new Set(keys).size).toBe(AUDIT_ACTIONS.length);
    expect(auditActionKey('login.sso-required')).toBe('loginSsoRequired');
  });
});

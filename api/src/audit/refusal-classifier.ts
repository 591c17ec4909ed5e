import type { Refusal } from '../common/filters/refusal-hook';
import type { AuditEntry } from './audit-entry';

const SIGNUP = /\/signup\b|\/CustomerAdminsignup\b|\/ConfirmSignup\b/i;
const RESET_CODE = /\/auth\/(verifyforgotpasswordtoken|resetpassword)\b/i;
const VERIFY_CODE = /\/Customer\/EmailVerification\/Verify\b/i;

/** Which audit action a refusal is, or null for the ordinary ones (a form's validation, a missing record). */
export function refusalAction(r: Refusal): string | null {
  const path = r.url.split('?')[0];
  if (r.status === 429) return 'request.throttled';
  if (SIGNUP.test(path)) return 'signup.refused';
  if (RESET_CODE.test(path) && r.status === 400) return 'password.reset.code-failed';
  if (VERIFY_CODE.test(path) && r.status === 400) return 'email.verify.code-failed';
  if (r.status === 401) return r.bearer ? 'token.refused' : null;
  if (r.status === 403) return 'access.forbidden';
  if (r.status === 404) return r.crossTenant ? 'tenant.cross-access' : null;
  if (r.status === 413 || r.status === 415 || (r.multipart && r.status === 400))
    return r.multipart || r.status === 415 ? 'upload.rejected' : 'request.too-large';
  return null;
}

export function refusalEntry(r: Refusal): AuditEntry | null {
  const action = refusalAction(r);
  if (!action) return null;
  return {
    action,
    outcome: 'refused',
    status: r.status,
    actorUserId: r.user?.id ?? null,
    actorEmail: r.user?.email ?? null,
    customerId: r.user?.customerId ?? null,
    ip: r.ip,
    method: r.method,
    route: r.url.split('?')[0],
    detail: r.lines.join(' ').slice(0, 500) || null,
  };
}

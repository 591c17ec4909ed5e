import type { Refusal } from '../common/filters/refusal-hook';
import { refusalAction } from './refusal-classifier';

const refusal = (over: Partial<Refusal>): Refusal => ({
  ip: '192.0.2.1',
  method: 'GET',
  url: '/api/Customer',
  user: null,
  status: 403,
  bearer: true,
  multipart: false,
  lines: [],
  crossTenant: false,
  ...over,
});

describe('refusalAction', () => {
  it.each([
    [{ status: 401 }, 'token.refused'],
    [{ status: 401, bearer: false }, null],
    [{ status: 401, bearer: false, url: '/api/auth/login' }, null],
    [{ status: 403 }, 'access.forbidden'],
    [{ status: 404 }, null],
    [{ status: 404, crossTenant: true }, 'tenant.cross-access'],
    [{ status: 429, url: '/api/auth/login' }, 'request.throttled'],
    [{ status: 400, url: '/api/auth/verifyforgotpasswordtoken' }, 'password.reset.code-failed'],
    [{ status: 400, url: '/api/auth/resetpassword/4?x=1' }, 'password.reset.code-failed'],
    [{ status: 400, method: 'POST', url: '/api/Customer/EmailVerification/Verify' }, 'email.verify.code-failed'],
    [{ status: 409, url: '/api/Customer/EmailVerification/Verify' }, null],
    [{ status: 409, url: '/api/Customer/CustomerAdminsignup' }, 'signup.refused'],
    [{ status: 400, url: '/api/Customer/ConfirmSignup' }, 'signup.refused'],
    [{ status: 413, multipart: true }, 'upload.rejected'],
    [{ status: 415, multipart: true }, 'upload.rejected'],
    [{ status: 400, multipart: true }, 'upload.rejected'],
    [{ status: 413 }, 'request.too-large'],
    [{ status: 400 }, null],
    [{ status: 409 }, null],
  ] as [Partial<Refusal>, string | null][])('%j is %s', (over, action) => {
    expect(refusalAction(refusal(over))).toBe(action);
  });
});

import { Injectable } from '@nestjs/common';
import type { PasswordLoginPolicy } from './password-login-policy';
import type { PasswordSetListener } from './password-set-listener';

/**
 * Where a module above auth plugs in its password-login policy and password-set listener (the SSO
 * module does, at start-up), so auth needs no import of it. Unset: every organisation admits
 * passwords and a new password changes nothing else.
 */
@Injectable()
export class PasswordHooks {
  loginPolicy?: PasswordLoginPolicy;
  setListener?: PasswordSetListener;
}

/**
 * Whether an organisation still admits password login. The SSO module provides it through PasswordHooks
 * (an organisation that requires SSO refuses passwords); without it every organisation admits passwords.
 */
export interface PasswordLoginPolicy {
  requiresSso(customerId: number): Promise<boolean>;
}

export const SSO_REQUIRED_MESSAGE =
  'Your organisation signs in with single sign-on. Please use Continue with your organisation.';

/**
 * The survey app's texts of a new organisation's sign-up confirmation (customer-and-respondent.md §2, §4): the
 * wizard's Complete step and the page the mailed link opens. English; %{name} placeholders are interpolated.
 */
export const SIGNUP_TEXTS = {
  /** Complete step after a new organisation's sign-up: the same whether or not the address already had an account. */
  mailed:
    'Thank you for signing up. We have sent a mail to %{email}: open the confirmation link in it to create your organisation and your account, then log in with your email address and password. The link works once, for 24 hours.',
  confirmTitle: 'Confirm your sign-up',
  confirmIntro: 'Press Confirm to create your organisation and your account.',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  confirmed: 'Your account is ready. Log in with %{email} and the password you chose.',
  confirmFailed: 'Sign up failed',
  /** The API's line for an unknown, expired or used link; also shown when the link has no token at all. */
  invalidLink: 'This confirmation link is not valid or has expired: sign up again',
  signUpAgain: 'Sign up again',
  login: 'Login',
} as const;

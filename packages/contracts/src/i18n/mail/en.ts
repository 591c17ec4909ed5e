import type { Catalogue } from '../catalogue';
import { RESPONDENT_PRIVACY } from '../../respondent-privacy';

/** The mails' texts in English, the source of the translations. `%{name}` placeholders are filled by the API. */
export const mailEn = {
  common: {
    /** Who sees what, in the mails inviting a respondent. */
    privacy: RESPONDENT_PRIVACY.en,
    hello: 'Hello,',
    helloName: 'Hello %{name},',
    signature: 'Diagnostic Portal',
    /** How long the form takes, in the mails inviting a respondent. */
    answerTime: 'Answering takes about %{minutes} minutes.',
    answerTimeOne: 'Answering takes about a minute.',
    buttonFallback: 'If the button does not work, copy this address into your browser:',
  },
  invitation: {
    subject: '%{organisation} invites you to a diagnostic survey',
    title: 'You are invited to a diagnostic survey',
    intro: '%{inviter} of %{organisation} invites you to answer the survey “%{survey}”.',
    introText: '%{inviter} of %{organisation} invites you to answer the survey "%{survey}".',
    steps:
      'Create your account (your organisation and email are filled in for you), then complete the form before %{date}.',
    stepsText:
      'Create your account with the link below (your organisation and email are filled in for you), then complete the form before %{date}.',
    ignore: 'If you did not expect this invitation you can ignore this message.',
    button: 'Sign up and start',
  },
  surveyAssigned: {
    subject: 'A new survey form from %{organisation} is waiting for you',
    title: 'A new survey form is waiting for you',
    intro: '%{inviter} of %{organisation} added you as a respondent of “%{survey}”.',
    introText: '%{inviter} of %{organisation} added you as a respondent of "%{survey}".',
    steps: 'Log in and complete your survey form before %{date}.',
    stepsText: 'Log in and complete your survey form before %{date}:',
    button: 'Open my survey forms',
  },
  invitationWithheld: {
    subject: '%{organisation} tried to invite you to a diagnostic survey',
    tried: '%{inviter} of %{organisation} tried to invite this email address to answer a survey.',
    existing:
      'You already have an account on the portal with this address, so no invitation was sent and your account was not changed. %{organisation} was not told that you have an account.',
    contact:
      'If you expected this invitation, please contact the person who invited you. Otherwise you can ignore this message.',
    button: 'Log in',
  },
  reminder: {
    subject: 'Reminder: your survey form for %{survey}',
    intro:
      'This is a reminder from %{organisation}: your survey form for "%{survey}" (%{description}) is not completed yet.',
    due: 'Please complete it before %{date}; after that date the form can no longer be saved.',
    drafts: 'Save as Draft keeps your answers editable; Submit makes them final.',
    button: 'Open your survey forms',
  },
  ssoLinkCode: {
    subject: 'Your code to link your organisation sign-in',
    intro:
      'Someone signed in with your organisation’s single sign-on as %{email} and asked to link it to your Diagnostic Portal account. Your code is:',
    validity: 'The code is valid for %{minutes} minutes and can be used once.',
    footer: 'If this was not you, ignore this mail: nothing is linked without the code.',
  },
  ssoUnlinked: {
    subject: 'Your organisation’s sign-in was changed',
    intro:
      'Your organisation changed its single sign-on provider, so the link between it and your Diagnostic Portal account was removed.',
    next: 'The next time you continue with your organisation, you will be asked once to confirm the account is yours, with your password or a code sent to this address.',
    button: 'Go to the portal',
  },
  ssoUnlinkedByPassword: {
    subject: 'Your organisation sign-in was unlinked',
    intro:
      'The password of your Diagnostic Portal account was changed, so every link between your organisation’s single sign-on and this account was removed.',
  },
  passwordReset: {
    subject: 'Your password reset code',
    intro: 'We received a request to reset the password of your Diagnostic Portal account. Your verification code is:',
    validity: 'The code is valid for %{minutes} minutes and can be used once.',
    button: 'Enter the code',
    footer: 'If you did not ask for a new password, ignore this mail: your password stays unchanged.',
  },
  emailVerification: {
    subject: 'Verify your email address',
    intro:
      'Thank you for signing up to the Diagnostic Portal. To confirm that this address is yours, enter this code on your dashboard after you log in:',
    validity:
      "The code is valid for %{hours} hours. Until the address is verified, the portal sends no invitations in your organisation's name.",
    button: 'Log in',
    footer: 'If you did not sign up, ignore this mail: nothing is sent in your name.',
  },
  signupConfirmation: {
    subject: 'Confirm your sign-up',
    intro:
      'Thank you for signing up %{organisation} to the Diagnostic Portal. To confirm that this address is yours and create your account, open this link:',
    validity: 'The link works once and for %{hours} hours. Until you open it, no account exists and you cannot log in.',
    button: 'Confirm your sign-up',
    footer: 'If you did not sign up, ignore this mail: nothing is created without the link.',
  },
  signupExistingAccount: {
    subject: 'Someone tried to sign up with your email address',
    intro:
      'Someone just tried to sign up to the Diagnostic Portal with this email address. You already have an account, so no new account was created.',
    ifYou: 'If it was you, log in with your existing password at %{link}. If you forgot it, set a new one:',
    button: 'Reset your password',
    footer: 'If it was not you, ignore this mail: your account is unchanged.',
  },
  customQuestionApproved: {
    subject: 'Your custom question was approved',
    intro: 'The Diagnostic Portal team approved your custom question “%{question}” for the inquiry “%{inquiry}”.',
    scope:
      'It is now asked in every survey form of that inquiry that is not completed yet; forms completed before today do not ask it.',
    button: 'Open your custom questions',
  },
  customQuestionRejected: {
    subject: 'Your custom question was not approved',
    intro:
      'The Diagnostic Portal team did not approve your custom question “%{question}” for the inquiry “%{inquiry}”.',
    reason: 'Reason: %{reason}',
    noReason: 'No reason was given.',
    next: 'You can change the question; an edited question goes back to review.',
    button: 'Edit the question',
  },
  resultsPublished: {
    subject: 'The results of “%{inquiry}” are published',
    intro: 'The results of your inquiry “%{inquiry}” (%{survey}) are published.',
    read: 'You can now read the findings, recommendations and roadmap, and download the report.',
    closed: 'The survey forms of this inquiry are closed: respondents can no longer submit answers.',
    button: 'View the results',
  },
  actionAssigned: {
    subject: 'An action was assigned to you: “%{action}”',
    intro: '%{assigner} made you the owner of the action “%{action}” on the results of “%{inquiry}”.',
    due: 'It is due on %{due}.',
    noDue: 'It has no due date yet.',
    next: 'You can record its progress and change its status in the portal.',
    button: 'Open the portal',
  },
  actionDueSoon: {
    subject: 'Due on %{due}: “%{action}”',
    intro: 'The action “%{action}” on the results of “%{inquiry}”, which you own, is due on %{due}.',
    next: 'Record its progress or change its status in the portal; if the date no longer holds, ask your customer admin to move it.',
  },
  actionOverdue: {
    subject: 'Overdue: “%{action}”',
    intro:
      'The action “%{action}” on the results of “%{inquiry}”, which you own, was due on %{due} and is not done yet.',
    next: 'Record where it stands in the portal, mark it done, or ask your customer admin to drop it or move its date.',
  },
} satisfies Catalogue;

export type MailCatalogue = typeof mailEn;

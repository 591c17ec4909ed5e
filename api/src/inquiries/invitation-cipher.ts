import { encodeInvitation } from '@portal/contracts';

/**
 * `${publicUrl}/auth/signup/{encodedOrgName}/{encodedEmail}`: each part in the contracts' invitation
 * cipher, then URL-encoded, since names hold spaces and emails '@'. It only prefills the staff
 * sign-up form: the server admits that sign-up solely for an email holding a pending invitation of
 * that organisation.
 */
export function staffSignupLink(publicUrl: string, organisation: string, email: string): string {
  return `${publicUrl}/auth/signup/${encodeURIComponent(encodeInvitation(organisation))}/${encodeURIComponent(encodeInvitation(email))}`;
}

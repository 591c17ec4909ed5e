import { encodeInvitation } from '@portal/contracts';

/**
 * `${publicUrl}/auth/signup/{encodedOrgName}/{encodedEmail}?key={secret}`: each part in the contracts'
 * invitation cipher, then URL-encoded, since names hold spaces and emails '@'. The cipher only prefills
 * the staff sign-up form; the server admits that sign-up solely with the secret of the newest
 * invitation mail (base64url, so it needs no encoding).
 */
export function staffSignupLink(publicUrl: string, organisation: string, email: string, key: string): string {
  return `${publicUrl}/auth/signup/${encodeURIComponent(encodeInvitation(organisation))}/${encodeURIComponent(encodeInvitation(email))}?key=${key}`;
}

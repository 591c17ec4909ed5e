/**
 * The invitation link's letter-shifting cipher (decisions.md §4, customer-and-respondent.md §2):
 * each letter moves one place forward in the alphabet, wrapping z→a, and that is applied 23 times
 * (a net shift of 23). Decided here, and matched by survey-app/src/lib/cipher.ts:
 * - case is kept (A-Z shift within A-Z, a-z within a-z);
 * - digits, '@', '.', spaces and every other character are left unchanged;
 * - the link carries the result URL-encoded (encodeURIComponent), since names hold spaces and emails '@'.
 * It only prefills the staff sign-up form: the server admits that sign-up solely for an email
 * holding a pending invitation of that organisation.
 */
export const CIPHER_ROUNDS = 23;

function shiftLetters(text: string, by: number): string {
  return text.replace(/[a-z]/gi, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((((ch.charCodeAt(0) - base + by) % 26) + 26) % 26) + base);
  });
}

export function encryptInvitation(text: string): string {
  let out = text;
  for (let i = 0; i < CIPHER_ROUNDS; i++) out = shiftLetters(out, 1);
  return out;
}

export function decryptInvitation(text: string): string {
  let out = text;
  for (let i = 0; i < CIPHER_ROUNDS; i++) out = shiftLetters(out, -1);
  return out;
}

/** `${publicUrl}/auth/signup/{encryptedOrgName}/{encryptedEmail}`, each part URL-encoded. */
export function staffSignupLink(publicUrl: string, organisation: string, email: string): string {
  return `${publicUrl}/auth/signup/${encodeURIComponent(encryptInvitation(organisation))}/${encodeURIComponent(encryptInvitation(email))}`;
}

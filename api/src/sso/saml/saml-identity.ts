import type { Profile } from '@node-saml/node-saml';
import type { ExternalIdentity } from '../external-identity';
import { SsoRefusal } from '../sso-refusal';

/** Attribute names providers send the email under: Entra ID's claim URI, Okta's and Google's usual names, the LDAP OID. */
const EMAIL_ATTRIBUTES = [
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'email',
  'mail',
  'emailAddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const GIVEN_NAME_ATTRIBUTES = [
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  'firstName',
  'givenName',
  'given_name',
  'urn:oid:2.5.4.42',
];
const FAMILY_NAME_ATTRIBUTES = [
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  'lastName',
  'surname',
  'sn',
  'family_name',
  'urn:oid:2.5.4.4',
];
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const first = (profile: Profile, names: string[]): string | undefined => {
  for (const name of names) {
    const value = profile[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return undefined;
};

/**
 * The person a verified assertion names: subject = NameID (the provider's name for them), email =
 * the email attribute, else the NameID when it is an address (Entra ID's NameID is the UPN, which
 * need not be the mailbox, so the attribute wins). The provider vouches for the email by signing it.
 */
export function identityOf(profile: Profile, issuer: string): ExternalIdentity {
  const subject = profile.nameID?.trim() ?? '';
  if (!subject) throw new SsoRefusal('failed', 'the assertion has no NameID');
  const email = (first(profile, EMAIL_ATTRIBUTES) ?? (ADDRESS.test(subject) ? subject : '')).toLowerCase();
  if (!ADDRESS.test(email)) throw new SsoRefusal('unverified', 'the assertion carries no email address');
  const givenName = first(profile, GIVEN_NAME_ATTRIBUTES);
  const familyName = first(profile, FAMILY_NAME_ATTRIBUTES);
  return {
    protocol: 'saml',
    issuer,
    subject,
    email,
    ...(givenName ? { givenName } : {}),
    ...(familyName ? { familyName } : {}),
  };
}

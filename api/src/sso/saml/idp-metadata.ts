import { DOMParser } from '@xmldom/xmldom';
import { toPem } from './certificates';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}

/**
 * The three values the portal needs from an identity provider's metadata XML (Entra ID's
 * "Federation Metadata XML", Okta's "Identity Provider metadata", Google's "IdP metadata"): its
 * entity id, its single sign-on URL for the HTTP-Redirect binding, and its signing certificates.
 * Throws a readable line when one is missing. Nothing is fetched: xmldom resolves no external entities.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const problems: string[] = [];
  let doc: Document | undefined;
  try {
    doc = new DOMParser({
      errorHandler: (level: string, msg: unknown) => void (level !== 'warning' && problems.push(String(msg))),
    }).parseFromString(xml, 'text/xml');
  } catch {
    problems.push('fatal');
  }
  if (problems.length || !doc?.documentElement) throw new Error('The metadata is not well-formed XML');
  const entity = [...Array.from(doc.getElementsByTagNameNS(MD, 'EntityDescriptor'))].find(
    (e) => e.getElementsByTagNameNS(MD, 'IDPSSODescriptor').length > 0,
  );
  if (!entity) throw new Error('The metadata describes no identity provider (no IDPSSODescriptor)');
  const idp = entity.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  const entityId = entity.getAttribute('entityID') ?? '';
  const sso = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService')).find(
    (s) => s.getAttribute('Binding') === REDIRECT,
  );
  const certificates = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((k) => Array.from(k.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((c) => toPem(c.textContent ?? ''))
    .filter((pem): pem is string => pem !== null);
  if (!entityId) throw new Error('The metadata names no entityID');
  if (!sso?.getAttribute('Location'))
    throw new Error('The metadata has no SingleSignOnService for the HTTP-Redirect binding');
  if (!certificates.length) throw new Error('The metadata has no signing certificate');
  return { entityId, ssoUrl: sso.getAttribute('Location')!, certificates: [...new Set(certificates)] };
}

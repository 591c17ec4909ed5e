import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML identity provider for the tests: its own self-signed key and certificate, AuthnRequests
 * read from the portal's redirect, and responses built and signed (xml-crypto, RSA-SHA256,
 * exclusive canonicalisation) the way Entra ID, Okta and Google sign theirs. Each piece is
 * separate so a test can assemble what a real provider never sends: the wrong audience, an
 * expired or unsigned assertion, a wrapped one.
 */
export interface IdpKeys {
  privateKey: string;
  cert: string;
}

export async function newIdpKeys(commonName = 'Test SAML IdP'): Promise<IdpKeys> {
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    notAfterDate: new Date(Date.now() + 365 * 86_400_000),
  });
  return { privateKey: pems.private, cert: pems.cert };
}

export interface AuthnRequestSeen {
  id: string;
  issuer: string;
  acsUrl: string;
  nameIdFormat: string;
}

/** The AuthnRequest in a redirect-binding URL (deflated, base64, in SAMLRequest). */
export function readAuthnRequest(location: string): AuthnRequestSeen {
  const encoded = new URL(location).searchParams.get('SAMLRequest');
  if (!encoded) throw new Error(`No SAMLRequest in ${location}`);
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const attr = (name: string) => new RegExp(`<samlp:AuthnRequest[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return {
    id: attr('ID'),
    acsUrl: attr('AssertionConsumerServiceURL'),
    issuer: /<saml:Issuer[^>]*>([^<]*)<\/saml:Issuer>/.exec(xml)?.[1] ?? '',
    nameIdFormat: /<samlp:NameIDPolicy[^>]*Format="([^"]*)"/.exec(xml)?.[1] ?? '',
  };
}

export interface AssertionOptions {
  issuer: string;
  audience: string;
  recipient: string;
  nameId: string;
  /** The request the assertion answers; null leaves SubjectConfirmationData's InResponseTo out (some providers do). */
  inResponseTo: string | null;
  id?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
  attributes?: Record<string, string>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
export const newId = () => `_${randomBytes(16).toString('hex')}`;

/** One unsigned assertion, its namespaces declared on itself so it can be signed alone and placed anywhere. */
export function assertionXml(o: AssertionOptions): string {
  const now = new Date();
  const notBefore = (o.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
  const notOnOrAfter = (o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
  const attributes = Object.entries(o.attributes ?? {})
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${esc(name)}"><saml:AttributeValue>${esc(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  return (
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${o.id ?? newId()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:Issuer>${esc(o.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(o.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData ${o.inResponseTo ? `InResponseTo="${esc(o.inResponseTo)}" ` : ''}NotOnOrAfter="${notOnOrAfter}" Recipient="${esc(o.recipient)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`
  );
}

/** Signs the document's element named `element` (enveloped signature right after its Issuer, as the schema places it). */
export function sign(xml: string, keys: IdpKeys, element: 'Assertion' | 'Response'): string {
  const sig = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: `/*[local-name(.)='${element}']`,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `/*[local-name(.)='${element}']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return sig.getSignedXml();
}

export interface ResponseOptions {
  issuer: string;
  destination: string;
  inResponseTo: string | null;
  /** Assertion XML, signed or not, as the test assembled it. */
  assertions: string[];
}

export function responseXml(o: ResponseOptions): string {
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${esc(o.destination)}"${o.inResponseTo ? ` InResponseTo="${esc(o.inResponseTo)}"` : ''}>` +
    `<saml:Issuer>${esc(o.issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    o.assertions.join('') +
    `</samlp:Response>`
  );
}

export const encodeResponse = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

/**
 * What a naive service provider checks: that the document carries a signature the certificate
 * verifies, wherever it sits and whatever it covers. The wrapping forgeries pass this, which is
 * what makes them forgeries worth testing.
 */
export function carriesValidSignature(xml: string, cert: string): boolean {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
  if (!signature) return false;
  const sig = new SignedXml({ publicCert: cert });
  sig.loadSignature(signature);
  try {
    return sig.checkSignature(xml);
  } catch {
    return false;
  }
}

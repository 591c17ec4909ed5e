import { parseIdpMetadata } from './idp-metadata';

// Not a certificate: an encryption key's entry is skipped before its content is read.
const CERT_BODY = 'MIIC';
const metadata = (inner: string, entityId = 'https://sts.windows.net/tenant/') =>
  `<?xml version="1.0"?><EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">${inner}</EntityDescriptor>`;

describe('identity provider metadata', () => {
  it('names what is missing', () => {
    expect(() => parseIdpMetadata('<EntityDescriptor')).toThrow('The metadata is not well-formed XML');
    expect(() => parseIdpMetadata(metadata('<SPSSODescriptor/>'))).toThrow('no identity provider');
    expect(() => parseIdpMetadata(metadata('<IDPSSODescriptor/>', ''))).toThrow('names no entityID');
    expect(() =>
      parseIdpMetadata(
        metadata(
          '<IDPSSODescriptor><SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp/post"/></IDPSSODescriptor>',
        ),
      ),
    ).toThrow('no SingleSignOnService for the HTTP-Redirect binding');
    expect(() =>
      parseIdpMetadata(
        metadata(
          `<IDPSSODescriptor><KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${CERT_BODY}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></KeyDescriptor>` +
            '<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp/redirect"/></IDPSSODescriptor>',
        ),
      ),
    ).toThrow('no signing certificate');
  });

  it('resolves no external entity', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="&e;"><IDPSSODescriptor/></EntityDescriptor>`;
    expect(() => parseIdpMetadata(xxe)).toThrow();
  });
});

import { generate } from 'selfsigned';
import { describe as describeCert, splitPems, toPem } from './certificates';

describe('SAML certificates', () => {
  let pem: string;
  beforeAll(async () => {
    pem = (await generate([{ name: 'commonName', value: 'Spec IdP' }], { keySize: 2048 })).cert
      .trim()
      .replace(/\r/g, '');
  });

  it('reads a PEM block, and the bare base64 of a .cer download, as the same canonical PEM', () => {
    const bare = pem.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(toPem(pem)).toBe(pem);
    expect(toPem(`  ${bare.slice(0, 30)}\n${bare.slice(30)}  `)).toBe(pem);
  });

  it('refuses what is not an X.509 certificate', () => {
    expect(toPem('')).toBeNull();
    expect(toPem('not base64 at all!')).toBeNull();
    expect(toPem('MIIBnotacertificate')).toBeNull();
    expect(toPem('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----')).toBeNull();
  });

  it('splits the stored column into its blocks and describes each', () => {
    expect(splitPems(`${pem}\n${pem}`)).toEqual([pem, pem]);
    expect(splitPems('')).toEqual([]);
    expect(describeCert(pem)).toEqual({
      Subject: 'CN=Spec IdP',
      ValidTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      Sha256: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
    });
  });
});

import { X509Certificate } from 'node:crypto';

/** What the settings screen shows of a stored certificate, so an admin can tell which one it is and when it runs out. */
export interface CertificateInfo {
  Subject: string;
  ValidTo: string;
  Sha256: string;
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/**
 * A certificate as an admin pastes it — a PEM block, or the bare base64 of a .cer download (Entra
 * ID's "Certificate (Base64)", metadata's <X509Certificate>) — as one canonical PEM block; null
 * when it is not an X.509 certificate.
 */
export function toPem(text: string): string | null {
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

/** The PEM blocks of the stored column, in order. */
export const splitPems = (stored: string): string[] => stored.match(PEM_BLOCK) ?? [];

export function describe(pem: string): CertificateInfo {
  const cert = new X509Certificate(pem);
  return {
    Subject: cert.subject.replace(/\n/g, ', '),
    ValidTo: new Date(cert.validTo).toISOString(),
    Sha256: cert.fingerprint256,
  };
}

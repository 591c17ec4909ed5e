import { toString } from 'qrcode';

/**
 * The link as a QR code in SVG, for the printable poster: error correction M (a crease or a smudge still reads), a
 * quiet zone of four modules as the standard asks. Small and quick: drawn on the request.
 */
export function openLinkQrSvg(url: string): Promise<string> {
  return toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

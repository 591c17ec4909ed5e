import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * pdf.js (pdfjs-dist, legacy build for Node) reads a downloaded PDF's text back through each font's ToUnicode map. It
 * is an ES module that Jest's CommonJS runtime cannot load, so it runs in a child Node process.
 */
const SCRIPT = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n++) {
  const content = await (await doc.getPage(n)).getTextContent();
  pages.push(content.items.map((i) => i.str + (i.hasEOL ? '\\n' : '')).join(''));
}
process.stdout.write(pages.join('\\n'));
`;

/** The text of every page of a PDF, lines as pdf.js ends them. */
export function pdfText(pdf: Buffer): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    input: pdf,
    cwd: join(__dirname, '..'),
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
}

import { join } from 'node:path';
import { createSyncFn } from 'synckit';

/**
 * pdf.js (pdfjs-dist, legacy build for Node) reads the text back through each font's ToUnicode map,
 * so text drawn with an embedded subset font comes out as the letters it shows. It is an ES module
 * that Jest's CommonJS runtime cannot load, so it runs in a worker thread (synckit waits for its answer),
 * started on the first PDF and kept for the process: loading pdf.js costs ~0.3 s, once rather than per PDF.
 */
const readPdf = createSyncFn<(pdf: Uint8Array) => Promise<string>>(join(__dirname, 'pdf-text.worker.mjs'));

/** The text of every page of a PDF, lines as pdf.js ends them. */
export function extractPdfText(pdf: Buffer): string {
  // A copy: pdf.js takes ownership of the bytes it is given, and the caller keeps its Buffer.
  return readPdf(new Uint8Array(pdf));
}

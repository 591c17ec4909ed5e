// Reads the text of a PDF with pdf.js in a worker thread kept for the whole test process (see pdf-text.ts).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { runAsWorker } from 'synckit';

runAsWorker(async (pdf) => {
  const doc = await getDocument({ data: pdf, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((i) => i.str + (i.hasEOL ? '\n' : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
});

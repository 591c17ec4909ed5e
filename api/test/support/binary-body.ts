import type { Response } from 'superagent';

/** A response parser for `.buffer(true).parse(binaryBody)` that keeps the body as one Buffer (workbooks, PDFs). */
export function binaryBody(res: Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

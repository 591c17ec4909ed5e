// How many 120-answer save bodies one core can parse with busboy (the parser multer runs for
// AddSurveyAnswers), with nothing else done: the ceiling of saves/s per core that the multipart
// format of decisions.md §4 (one part per field, 721 parts) sets before any validation or SQL.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../api/package.json', import.meta.url));
const busboy = require('busboy');

function parseOnce(body, contentType) {
  return new Promise((resolve, reject) => {
    const parser = busboy({ headers: { 'content-type': contentType }, limits: { fields: 10_000, fieldSize: 64 * 1024 } });
    let fields = 0;
    parser.on('field', () => fields++);
    parser.on('close', () => resolve(fields));
    parser.on('error', reject);
    parser.end(body);
  });
}

export async function multipartFloor(body, contentType, seconds = 3) {
  const bytes = Buffer.from(body);
  let parsed = 0;
  let fields = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    fields = await parseOnce(bytes, contentType);
    parsed++;
  }
  return { perSecond: Math.round(parsed / ((performance.now() - started) / 1000)), fields, kb: Math.round(bytes.length / 1024) };
}

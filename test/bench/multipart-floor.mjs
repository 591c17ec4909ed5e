// How many 120-answer save bodies one core can parse with the multipart parser the API runs for
// AddSurveyAnswers (busboy under multer, @fastify/busboy under fastify-multer or @fastify/multipart), with nothing else
// done: the ceiling of saves/s per core that the multipart format of decisions.md §4 (one part per
// field, 721 parts) sets before any validation or SQL.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const apiPackage = new URL('../../api/package.json', import.meta.url);
const { dependencies = {} } = JSON.parse(readFileSync(apiPackage, 'utf8'));
// The package that parses the API's multipart bodies, and the parser it runs, from the API's dependencies.
const [owner, parserName] = dependencies['@fastify/multipart']
  ? ['@fastify/multipart', '@fastify/busboy']
  : dependencies['fastify-multer'] || dependencies['@nest-lab/fastify-multer']
    ? ['fastify-multer', '@fastify/busboy']
    : ['multer', 'busboy'];

function ownerRequire() {
  const fromApi = createRequire(apiPackage);
  // multer comes with @nestjs/platform-express, fastify-multer with @nest-lab/fastify-multer: each may be nested.
  for (const via of [null, '@nestjs/platform-express', '@nest-lab/fastify-multer']) {
    try {
      const from = via ? createRequire(fromApi.resolve(`${via}/package.json`)) : fromApi;
      return createRequire(from.resolve(`${owner}/package.json`));
    } catch {
      // not there: the next way in
    }
  }
  throw new Error(`cannot find ${owner} from the API`);
}
const busboy = ownerRequire()(parserName);

function parser(contentType) {
  const options = { headers: { 'content-type': contentType }, limits: { fields: 10_000, fieldSize: 64 * 1024 } };
  // busboy 1.x is a factory and ends with 'close'; @fastify/busboy is a class and ends with 'finish'.
  return parserName === 'busboy'
    ? { stream: busboy(options), done: 'close' }
    : { stream: new busboy(options), done: 'finish' };
}

function parseOnce(body, contentType) {
  return new Promise((resolve, reject) => {
    const { stream, done } = parser(contentType);
    let fields = 0;
    stream.on('field', () => fields++);
    stream.on(done, () => resolve(fields));
    stream.on('error', reject);
    stream.end(body);
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
  return {
    parser: parserName,
    perSecond: Math.round(parsed / ((performance.now() - started) / 1000)),
    fields,
    kb: Math.round(bytes.length / 1024),
  };
}

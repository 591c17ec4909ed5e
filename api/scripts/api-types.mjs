// The contracts' API types from an OpenAPI document: one rendering for the generator and the drift test.
// As a command it reads the document (JSON) on stdin and writes the types to stdout.
import openapiTS, { astToString } from 'openapi-typescript';
import { fileURLToPath } from 'node:url';

export const API_TYPES_FILE = fileURLToPath(new URL('../../packages/contracts/src/api-types.ts', import.meta.url));

const HEADER =
  "// Generated from the API's OpenAPI document (/api/docs) by `npm run contracts:generate`. Do not edit:\n" +
  '// change the response DTOs in api/src and regenerate; a test fails while this file and the API differ.\n\n';

export async function renderApiTypes(document) {
  return HEADER + astToString(await openapiTS(document));
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(await renderApiTypes(JSON.parse(await readStdin())));
}

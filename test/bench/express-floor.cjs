// Framework floor: the smallest Express app answering GET /api/x with the JSON object read from the file
// named on the command line, i.e. the best an Express-based HTTP layer can do on this machine (a reference
// beside the Fastify floor; Express is a devDependency of the test workspace, the API does not use it).
// Prints one JSON line, {port, name}.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const resolveFrom = (id) => require.resolve(id, { paths: [join(root, 'test'), root] });
const express = require(resolveFrom('express'));
const { version } = require(join(resolveFrom('express'), '..', 'package.json'));

const obj = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = express();
app.get('/api/x', (req, res) => res.json(obj));
const server = app.listen(0, '127.0.0.1', () =>
  console.log(JSON.stringify({ port: server.address().port, name: `Express ${version}` })),
);

// The ceiling of this machine: a bare node:http server answering every request with the bytes of the file
// named on the command line. Run in its own process by run-bench.mjs so that it never shares an event loop
// with autocannon. Prints one JSON line, {port, name}, once it listens.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const bytes = readFileSync(process.argv[2]);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': bytes.length });
  res.end(bytes);
});
server.listen(0, '127.0.0.1', () =>
  console.log(JSON.stringify({ port: server.address().port, name: `node:http (Node ${process.versions.node})` })),
);

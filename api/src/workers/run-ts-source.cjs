// The entry of a pool's worker when the API runs from its TypeScript source (the jest specs): .ts files are
// compiled on require with @swc/core and the api's own .swcrc, as @swc/jest compiles them in the main thread.
// The built API (npm start) never loads this file: its workers run the compiled .js of the task module.
'use strict';
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { workerData } = require('piscina');
const swc = require('@swc/core');

const options = JSON.parse(readFileSync(join(__dirname, '..', '..', '.swcrc'), 'utf8'));
delete options.$schema;
require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
    ...options,
    filename,
    swcrc: false,
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

module.exports = require(workerData.source);

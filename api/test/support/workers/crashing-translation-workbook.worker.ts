import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { read as readWorkbook } from '../../../src/translations/translation-workbook.worker';

/**
 * The translation workbook reader's worker module for translation-workbook-workers.e2e-spec.ts, steered by the
 * control file of the process: a number above zero makes a read count it down and end its worker (as a crash
 * would); 'hold' makes a read write 'held' and wait until the file says anything else; then reads run as in the API.
 */
// A file rather than an environment variable: jest gives each spec its own copy of process.env.
export const translationWorkbookControlFile = () => join(tmpdir(), `portal-translation-workbook-${process.pid}`);

const pause = new Int32Array(new SharedArrayBuffer(4));

export function read(bytes: Uint8Array) {
  const file = translationWorkbookControlFile();
  const control = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const left = Number(control);
  if (left > 0) {
    writeFileSync(file, String(left - 1));
    process.exit(1);
  }
  if (control === 'hold') {
    writeFileSync(file, 'held');
    while (readFileSync(file, 'utf8') === 'held') Atomics.wait(pause, 0, 0, 20);
  }
  return readWorkbook(bytes);
}

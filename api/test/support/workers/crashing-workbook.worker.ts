import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { read as readWorkbook } from '../../../src/results/workbook/result-workbook.worker';

/**
 * The result workbook reader's worker module for result-workbook-workers.e2e-spec.ts: while the counter file of
 * the process holds a number above zero, a read counts it down and ends its worker (as a crash would); then reads
 * run as in the API.
 */
export const workbookCrashCounterFile = () => join(tmpdir(), `portal-workbook-crashes-${process.pid}`);

export function read(bytes: Uint8Array) {
  const file = workbookCrashCounterFile();
  const left = Number(readFileSync(file, 'utf8'));
  if (left > 0) {
    writeFileSync(file, String(left - 1));
    process.exit(1);
  }
  return readWorkbook(bytes);
}

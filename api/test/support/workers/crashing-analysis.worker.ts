import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import runAnalysisTask, { AnalysisTask } from '../../../src/comments/analysis/comment-analysis.worker';

/**
 * The comment analysis's worker module for comment-analysis-workers.e2e-spec.ts: while the counter file of the
 * process (crashCounterFile) holds a number above zero, a task counts it down and ends its worker (as a crash
 * would); then tasks run as in the API.
 */
// A file rather than an environment variable: jest gives each spec its own copy of process.env.
export const crashCounterFile = () => join(tmpdir(), `portal-analysis-crashes-${process.pid}`);

export default function crashingAnalysis(task: AnalysisTask) {
  const file = crashCounterFile();
  const left = Number(readFileSync(file, 'utf8'));
  if (left > 0) {
    writeFileSync(file, String(left - 1));
    process.exit(1);
  }
  return runAnalysisTask(task);
}

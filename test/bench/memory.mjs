// Resident memory of a process from /proc (Linux), in MB.
import { readFileSync, writeFileSync } from 'node:fs';

const mb = (kb) => Math.round(Number(kb) / 1024);

export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: mb(status.match(/VmRSS:\s+(\d+)/)[1]), hwm: mb(status.match(/VmHWM:\s+(\d+)/)[1]) };
}

// VmHWM is the peak of the whole process life; writing 5 to clear_refs resets it to the current RSS, so
// the peak read afterwards belongs to what ran in between. False where that is refused.
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from Linux's `/proc/<pid>/status`. */
export function residentMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

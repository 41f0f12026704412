/**
 * CPU time spent per request, by process: the server, the database and the load generator. On one
 * machine the three share its cores, so a scenario's rate is bounded by the sum of the three costs,
 * and the figures say which one to cut (req/s alone cannot: time a process waited for a core shows up
 * in a profile as whatever it was doing when it lost it).
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime of one process, in seconds (proc(5)); the name may hold spaces. */
function timesOf(pid: number | 'self'): { own: number; children: number; name: string } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14-17 of proc(5), counted from the state (field 3) at index 0.
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
  return {
    own: (utime! + stime!) / TICKS_PER_SECOND,
    children: (cutime! + cstime!) / TICKS_PER_SECOND,
    name,
  };
}

/**
 * Every PostgreSQL process's time, the ended backends included: their time is added to the
 * postmaster's children's when it reaps them (pgbench's connections end with its run).
 */
function databaseSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = timesOf(Number(entry));
    if (times?.name === 'postgres') total += times.own + times.children;
  }
  return total;
}

export type CpuShare = { server: number; database: number; driver: number };

/** Starts counting; `per(n)` answers the microseconds each process spent per one of n requests. */
export function cpuMeter(serverPid: number | null) {
  const read = () => {
    const self = timesOf('self')!;
    return {
      server: serverPid === null ? 0 : (timesOf(serverPid)?.own ?? 0),
      database: databaseSeconds(),
      // This process drives autocannon; pgbench is its child, reaped when its run ends.
      driver: self.own + self.children,
    };
  };
  const before = read();
  return {
    per(count: number): CpuShare {
      const after = read();
      const micros = (key: keyof CpuShare) =>
        count > 0 ? Math.round(((after[key] - before[key]) * 1e6) / count) : 0;
      return { server: micros('server'), database: micros('database'), driver: micros('driver') };
    },
  };
}

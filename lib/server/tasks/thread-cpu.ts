import 'server-only';
import { readFileSync } from 'node:fs';

// USER_HZ: the unit of utime and stime in /proc/.../stat. 100 on every Linux architecture Node supports
// (the kernel fixes it for user space whatever its own tick rate).
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, in ms) one thread of this process has used so far, by its kernel id; null when
 * it cannot be read (not Linux, or the thread has ended). Granularity is 10 ms.
 */
export function threadCpuMs(tid: number): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

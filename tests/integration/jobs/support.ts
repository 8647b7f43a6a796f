import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { jobRuns, jobs } from '@/lib/server/db/schema';
import type { JobDefinition } from '@/lib/server/jobs';

/** A job of the test's own, whose work the test sets per run: succeed, fail, or hang until released. */
export function controllableJob(name: string, everyMs = 60_000) {
  const calls: Date[] = [];
  let next: () => Promise<Record<string, unknown> | void> = async () => ({ ok: true });
  const definition: JobDefinition = {
    name,
    schedule: { everyMs },
    run: async (_db, { now }) => {
      calls.push(now);
      return next();
    },
  };
  return {
    definition,
    calls,
    succeed: () => {
      next = async () => ({ ok: true });
    },
    fail: (message: string) => {
      next = async () => {
        throw new Error(message);
      };
    },
    /** The next run waits until `release` is called (a run in flight, or one whose process died). */
    hang: () => {
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      next = async () => {
        await released;
        return { ok: true };
      };
      return () => release();
    },
  };
}

export async function jobRow(db: Db, name: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.name, name));
  return row;
}

export function runsOf(db: Db, name: string) {
  return db.select().from(jobRuns).where(eq(jobRuns.jobName, name)).orderBy(jobRuns.id);
}

import 'server-only';
import { MAIL_BATCH_SIZE, MAIL_LEASE_MS } from '@/lib/constants/notifications';
import { getConfig } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { claim } from './claim';
import { deliver } from './deliver';
import { registeredHooks } from './hooks';
import type { DrainOptions, DrainResult } from './types';

/*
 * The mail queue's worker (docs/adr/0111): claim.ts takes due rows under the shared rate budget,
 * deliver.ts sends one and records its outcome, hooks.ts holds what the domains that queue mail lend it.
 */

/**
 * Sends what is due, batch after batch, until nothing due is left, the rate limit is reached or
 * `maxMessages` were claimed. Safe to run on any number of instances at once (docs/adr/0111).
 */
export async function drainMailQueue(db: Db, options: DrainOptions = {}): Promise<DrainResult> {
  const clock = options.now ?? (() => new Date());
  const settings = {
    ratePerMinute: options.ratePerMinute ?? getConfig().mailRatePerMinute,
    batchSize: options.batchSize ?? MAIL_BATCH_SIZE,
    leaseMs: options.leaseMs ?? MAIL_LEASE_MS,
    hooks: options.hooks ?? registeredHooks(),
  };
  const result: DrainResult = {
    sent: 0,
    retried: 0,
    failed: 0,
    bounced: 0,
    skipped: 0,
    abandoned: 0,
    throttled: false,
  };
  let claimed = 0;
  while (options.maxMessages === undefined || claimed < options.maxMessages) {
    const batch = await claim(db, clock(), settings);
    result.failed += batch.abandoned;
    result.abandoned += batch.abandoned;
    result.throttled = batch.throttled;
    if (batch.rows.length === 0) break;
    claimed += batch.rows.length;
    for (const row of batch.rows) {
      const outcome = await deliver(db, row, batch.lease, clock, settings.hooks);
      if (outcome !== 'lost') result[outcome] += 1;
    }
  }
  return result;
}

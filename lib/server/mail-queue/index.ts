import 'server-only';

/*
 * The mail queue (issue 39, docs/adr/0111): every message that must leave exactly once, throttled
 * across instances, retried on temporary SMTP failures. It knows no domain: the newsletter registers
 * how campaign mails are built and what a bounce does (registerMailQueueHooks).
 */

export { countCampaignMail, kickMailQueue, queueMail } from './queue';
export { drainMailQueue } from './worker';
export { OUTCOME_UNKNOWN } from './claim';
export { queuedMessageId } from './deliver';
export { registerMailQueueHooks } from './hooks';
export type { DrainOptions, DrainResult, QueuedMail } from './types';

import 'server-only';
import { outboxMessageCount } from '@/lib/server/mail/mailer';
import { renderMetrics } from '@/lib/server/metrics';
import { sanitizerQueueLengths } from '@/lib/server/tasks/sanitize-pool';

/** The process's metrics in Prometheus's text format, with the values read at scrape time. */
export async function scrapeMetrics(): Promise<{ body: string; contentType: string }> {
  return renderMetrics({
    sanitizerQueue: sanitizerQueueLengths(),
    mailOutboxMessages: await outboxMessageCount(),
  });
}

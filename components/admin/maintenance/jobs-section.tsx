'use client';
import { Badge, Button, Card, Heading, Table, Text } from '@radix-ui/themes';
import type { JobRunResult, JobView } from '@/lib/admin/jobs';
import { adminFetch } from '../kit/admin-fetch';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { JOBS_API, useJobs } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { formatUtc } from '../format-utc';
import { useToast } from '../ui/toaster';

const OUTCOME_COLOR = { succeeded: 'green', failed: 'red', abandoned: 'amber' } as const;

/** The periodic jobs (docs/adr/0107): when each ran, how it went, when it runs next; "Run now" runs one. */
export function JobsSection() {
  const jobs = useJobs();
  return (
    <Card size="3" asChild>
      <section aria-labelledby="maintenance-jobs">
        <Heading as="h2" size="4" id="maintenance-jobs" mb="1">
          Jobs
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          Periodic work, each run once across every instance. A failed run is retried with growing delays.
          Times in UTC.
        </Text>
        {jobs.isPending ? (
          <LoadingState compact label="Loading jobs..." />
        ) : jobs.isError ? (
          <ErrorState
            message="The jobs could not be loaded."
            onRetry={() => jobs.refetch()}
            retrying={jobs.isFetching}
          />
        ) : (
          <div style={{ overflowX: 'auto' }} tabIndex={0} aria-label="Jobs table" role="region">
            <Table.Root size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Job</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Schedule</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Last run</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Next run</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>
                    <span className="sr-only">Actions</span>
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {jobs.data.map((job) => (
                  <JobRow key={job.name} job={job} />
                ))}
              </Table.Body>
            </Table.Root>
          </div>
        )}
      </section>
    </Card>
  );
}

function JobRow({ job }: { job: JobView }) {
  const toast = useToast();
  const run = useAdminMutation({
    mutationFn: () => adminFetch<{ run: JobRunResult }>(`${JOBS_API}/${job.name}/run`, { method: 'POST' }),
    invalidates: INVALIDATES.jobs,
    errorText: `Failed to run ${job.name}`,
  });
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        <Text weight="medium">{job.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{job.schedule}</Table.Cell>
      <Table.Cell>
        {job.running ? (
          <Badge color="blue">Running</Badge>
        ) : job.lastRunAt ? (
          <>
            {formatUtc(job.lastRunAt)}{' '}
            {job.lastOutcome ? <Badge color={OUTCOME_COLOR[job.lastOutcome]}>{job.lastOutcome}</Badge> : null}
          </>
        ) : (
          'Never'
        )}
      </Table.Cell>
      <Table.Cell>{formatUtc(job.nextRunAt)}</Table.Cell>
      <Table.Cell>
        <Button
          size="1"
          variant="soft"
          loading={run.isPending}
          disabled={job.running}
          aria-label={`Run ${job.name} now`}
          onClick={() =>
            void run.mutateAsync(undefined).then(
              ({ run: result }) =>
                toast({
                  title: result.outcome === 'succeeded' ? `${job.name} ran` : `${job.name} failed`,
                  description: result.error ?? undefined,
                }),
              () => undefined,
            )
          }
        >
          Run now
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

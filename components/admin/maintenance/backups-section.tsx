'use client';
import { Badge, Button, Card, Flex, Heading, Link as ThemeLink, Text } from '@radix-ui/themes';
import type { StoredBackup } from '@/lib/admin/backups';
import { adminFetch } from '../kit/admin-fetch';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { BACKUPS_API, useBackups } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { formatUtc } from '../format-utc';
import { useToast } from '../ui/toaster';

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Backups (docs/adr/0108): "Create backup" stores one now; each is downloaded as one archive. */
export function BackupsSection() {
  const toast = useToast();
  const backups = useBackups();
  const create = useAdminMutation({
    mutationFn: () => adminFetch<{ backup: StoredBackup }>(BACKUPS_API, { method: 'POST' }),
    invalidates: INVALIDATES.backups,
    errorText: 'Failed to create the backup',
  });
  return (
    <Card size="3" asChild>
      <section aria-labelledby="maintenance-backups">
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="1">
          <Heading as="h2" size="4" id="maintenance-backups">
            Backups
          </Heading>
          <Button
            loading={create.isPending}
            onClick={() =>
              void create.mutateAsync(undefined).then(
                ({ backup }) =>
                  toast({
                    title: 'Backup created',
                    description: `${size(backup.sizeBytes)}, ready to download.`,
                  }),
                () => undefined,
              )
            }
          >
            Create backup
          </Button>
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          Every article, translation, revision, image and setting in one file that restores into a new install
          (<code>npm run backup:restore</code>). Passwords and sign-in secrets are never in these. A daily job
          keeps the newest few.
        </Text>
        {backups.isPending ? (
          <LoadingState compact label="Loading backups..." />
        ) : backups.isError ? (
          <ErrorState
            message="The backups could not be loaded."
            onRetry={() => backups.refetch()}
            retrying={backups.isFetching}
          />
        ) : backups.data.length === 0 ? (
          <Text as="p" size="2" color="gray">
            No backup yet.
          </Text>
        ) : (
          <Flex asChild direction="column" gap="2">
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Stored backups">
              {backups.data.map((b) => (
                <li key={b.id}>
                  <Flex gap="3" align="center" justify="between" wrap="wrap">
                    <Text size="2">
                      {formatUtc(b.createdAt)} · {size(b.sizeBytes)}{' '}
                      {b.includesSecrets ? <Badge color="amber">with secrets</Badge> : null}
                    </Text>
                    <ThemeLink
                      size="2"
                      href={`${BACKUPS_API}/${b.id}/download`}
                      download
                      aria-label={`Download the backup of ${formatUtc(b.createdAt)}`}
                    >
                      Download
                    </ThemeLink>
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </section>
    </Card>
  );
}

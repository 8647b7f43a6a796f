'use client';
import { AlertDialog, Box, Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { AdminApiError, adminFetch, toastErrorText } from '../admin-api';
import { errorToast, useToast } from '../ui/toaster';
import { z } from 'zod';

const BULK_DELETE = '/api/admin/images/bulk-delete';

/** The 409 of bulk-delete (`details.usedBy`: which articles use which images), checked, not assumed. */
const inUseAnswer = z.object({
  details: z.object({
    usedBy: z.array(
      z.object({
        filename: z.string(),
        articles: z.array(
          z.object({ id: z.string(), title: z.string(), market: z.string(), slug: z.string() }),
        ),
      }),
    ),
  }),
});
type ImageUsage = z.infer<typeof inUseAnswer>['details']['usedBy'][number];

function usageOf(error: unknown): ImageUsage[] | null {
  if (!(error instanceof AdminApiError) || error.status !== 409) return null;
  const parsed = inUseAnswer.safeParse(error.body);
  return parsed.success ? parsed.data.details.usedBy : null;
}

type Step = { kind: 'confirm' } | { kind: 'in-use'; usedBy: ImageUsage[] };

/**
 * Delete Selected (SPEC 4: a confirmation that warns it cannot be undone). When articles still use some
 * of the images the server answers 409; the dialog then names them and offers to delete anyway.
 */
export function DeleteImagesDialog({
  names,
  labels,
  onDeleted,
}: {
  names: string[];
  labels: ReadonlyMap<string, string>;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const [busy, setBusy] = useState(false);

  async function remove(force: boolean) {
    setBusy(true);
    try {
      const { message } = await adminFetch<{ message: string }>(BULK_DELETE, {
        method: 'POST',
        body: { filenames: names, force },
      });
      setOpen(false);
      toast({ title: 'Success', description: message });
      onDeleted();
    } catch (error) {
      const usedBy = force ? null : usageOf(error);
      if (usedBy) {
        setStep({ kind: 'in-use', usedBy });
      } else {
        console.error('Failed to delete images', error);
        setOpen(false);
        toast(errorToast(toastErrorText(error, 'Failed to delete images')));
      }
    } finally {
      setBusy(false);
    }
  }

  const count = names.length;
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setStep({ kind: 'confirm' });
      }}
    >
      <AlertDialog.Trigger>
        <Button highContrast color="red" disabled={count === 0}>
          Delete Selected{count > 0 ? ` (${count})` : ''}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="520px">
        <AlertDialog.Title>
          {step.kind === 'confirm' ? `Delete ${count} image(s)?` : 'Some images are in use'}
        </AlertDialog.Title>
        {step.kind === 'confirm' ? (
          <AlertDialog.Description size="2">
            The selected images will be deleted from storage. This action cannot be undone.
          </AlertDialog.Description>
        ) : (
          <>
            <AlertDialog.Description size="2">
              These articles use images you selected. Deleting anyway leaves them with a broken image. This
              action cannot be undone.
            </AlertDialog.Description>
            <Box asChild mt="3" style={{ maxHeight: 260, overflowY: 'auto' }}>
              <ul aria-label="Images in use">
                {step.usedBy.map((usage) => (
                  <li key={usage.filename}>
                    <Text size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                      {labels.get(usage.filename) ?? usage.filename}
                    </Text>
                    <ul style={{ paddingLeft: 'var(--space-4)', listStyle: 'disc' }}>
                      {usage.articles.map((article) => (
                        <li key={article.id}>
                          <Text size="2">
                            {article.title} <Text color="gray">({article.market})</Text>
                          </Text>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </Box>
          </>
        )}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button highContrast variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button
            highContrast
            color="red"
            disabled={busy}
            onClick={() => void remove(step.kind === 'in-use')}
          >
            {step.kind === 'confirm' ? 'Delete' : 'Delete anyway'}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

'use client';
import { Box, Button, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { z } from 'zod';
import { AdminApiError, adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { useToast } from '../ui/toaster';

const BULK_DELETE = '/api/admin/images/bulk-delete';

/** The 409 of bulk-delete (`details.usedBy`: which articles use which images), checked, not assumed. */
const inUseAnswer = z.object({
  details: z.object({
    usedBy: z.array(
      z.object({
        filename: z.string(),
        articles: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            market: z.string(),
            slug: z.string(),
            in_trash: z.boolean(),
          }),
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
 * Delete Selected (spec.md "Image gallery": a confirmation that warns it cannot be undone). When articles still use some
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
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const remove = useAdminMutation({
    mutationFn: (force: boolean) =>
      adminFetch<{ message: string }>(BULK_DELETE, { method: 'POST', body: { filenames: names, force } }),
    invalidates: INVALIDATES.images,
    // The in-use answer is a step of the dialog, not an error.
    errorText: (error) => (usageOf(error) ? null : 'Failed to delete images'),
  });

  async function confirm(): Promise<boolean> {
    const force = step.kind === 'in-use';
    try {
      const { message } = await remove.mutateAsync(force);
      toast({ title: 'Success', description: message });
      onDeleted();
      return true;
    } catch (error) {
      const usedBy = force ? null : usageOf(error);
      if (usedBy) {
        setStep({ kind: 'in-use', usedBy });
        return false;
      }
      console.error('Failed to delete images', error);
      throw error;
    }
  }

  const count = names.length;
  return (
    <ConfirmDialog
      maxWidth="520px"
      onOpenChange={(open) => {
        if (open) setStep({ kind: 'confirm' });
      }}
      trigger={
        <Button highContrast color="red" disabled={count === 0}>
          Delete Selected{count > 0 ? ` (${count})` : ''}
        </Button>
      }
      title={step.kind === 'confirm' ? `Delete ${count} image(s)?` : 'Some images are in use'}
      description={
        step.kind === 'confirm'
          ? 'The selected images will be deleted from storage. This action cannot be undone.'
          : 'These articles use images you selected. Deleting anyway leaves them with a broken image. This action cannot be undone.'
      }
      confirmLabel={step.kind === 'confirm' ? 'Delete' : 'Delete anyway'}
      onConfirm={confirm}
    >
      {step.kind === 'in-use' ? (
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
                        {article.title}{' '}
                        <Text color="gray">
                          ({article.market}
                          {article.in_trash ? ', in trash' : ''})
                        </Text>
                      </Text>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Box>
      ) : null}
    </ConfirmDialog>
  );
}

'use client';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';

/** SPEC 5: deleting an article asks for confirmation first. */
export function DeleteArticleDialog({
  title,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialog.Content maxWidth="450px">
        <AlertDialog.Title>Delete article</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Delete “{title}”? Its public page stops answering. This cannot be undone.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button highContrast variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button
              highContrast
              color="red"
              loading={busy}
              onClick={(event) => {
                // The dialog closes once the delete has answered, not before.
                event.preventDefault();
                onConfirm();
              }}
            >
              Delete
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

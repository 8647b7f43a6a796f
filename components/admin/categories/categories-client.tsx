'use client';
import { AlertDialog, Box, Button, Card, Code, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { adminFetch, toastErrorText } from '../admin-api';
import { PageHeader } from '../ui/page-header';
import { errorToast, useToast } from '../ui/toaster';
import { CategoryDialog, type CategoryDraft, type CategoryItem } from './category-dialog';

const API = '/api/admin/blog/categories';

/** The dialog's state: closed, a new category, or the category being edited. */
type Editing = { kind: 'closed' } | { kind: 'open'; category: CategoryItem | null };

/** SPEC 2 'Categories screen': the grid, one dialog for create and edit, deletion after a confirmation. */
export function CategoriesScreen({ initial }: { initial: CategoryItem[] }) {
  const toast = useToast();
  const [categories, setCategories] = useState(initial);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [busy, setBusy] = useState(false);

  async function reload() {
    try {
      setCategories((await adminFetch<{ categories: CategoryItem[] }>(API)).categories);
    } catch (error) {
      // SPEC 8: a failed list load is only logged.
      console.error('Failed to load categories', error);
    }
  }

  async function save(draft: CategoryDraft) {
    if (editing.kind !== 'open') return;
    if (draft.name.trim() === '') {
      toast(errorToast('Category name is required'));
      return;
    }
    setBusy(true);
    try {
      const target = editing.category;
      const { message } = await adminFetch<{ message: string }>(target ? `${API}/${target.id}` : API, {
        method: target ? 'PUT' : 'POST',
        body: draft,
      });
      toast({ title: 'Success', description: message });
      setEditing({ kind: 'closed' });
      await reload();
    } catch (error) {
      toast(errorToast(toastErrorText(error, 'Failed to save category')));
    } finally {
      setBusy(false);
    }
  }

  async function remove(category: CategoryItem) {
    try {
      await adminFetch(`${API}/${category.id}`, { method: 'DELETE' });
      toast({ title: 'Success', description: 'Category deleted successfully' });
      await reload();
    } catch (error) {
      toast(errorToast(toastErrorText(error, 'Failed to delete category')));
    }
  }

  return (
    <Box style={{ minHeight: '100vh', background: 'var(--gray-2)' }}>
      <PageHeader
        title="Categories"
        subtitle="Group articles by topic; the colour marks the category on the blog."
        actions={<Button onClick={() => setEditing({ kind: 'open', category: null })}>New Category</Button>}
      />
      <Container asChild size="4" px="6" py="6">
        <main>
          {categories.length === 0 ? (
            <Card size="4">
              <Flex direction="column" align="center" gap="3" py="6">
                <Heading as="h2" size="4">
                  No categories yet
                </Heading>
                <Text color="gray" size="2">
                  Create one to start grouping articles.
                </Text>
              </Flex>
            </Card>
          ) : (
            <Grid asChild columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
              <ul aria-label="Categories" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {categories.map((category) => (
                  <Card asChild key={category.id} size="3">
                    <li>
                      <Flex direction="column" gap="2" height="100%">
                        <Flex align="center" gap="2">
                          <span
                            className="admin-color-dot"
                            style={{ background: category.color }}
                            aria-hidden="true"
                          />
                          <Heading as="h2" size="4" style={{ overflowWrap: 'anywhere' }}>
                            {category.name}
                          </Heading>
                        </Flex>
                        <Text size="2" color="gray">
                          <Code variant="ghost">{category.slug}</Code>
                        </Text>
                        {category.description ? (
                          <Text as="p" size="2" style={{ overflowWrap: 'anywhere' }}>
                            {category.description}
                          </Text>
                        ) : null}
                        <Flex gap="2" mt="auto" pt="2">
                          <Button
                            variant="soft"
                            size="1"
                            aria-label={`Edit ${category.name}`}
                            onClick={() => setEditing({ kind: 'open', category })}
                          >
                            Edit
                          </Button>
                          <DeleteCategory category={category} onConfirm={() => void remove(category)} />
                        </Flex>
                      </Flex>
                    </li>
                  </Card>
                ))}
              </ul>
            </Grid>
          )}
        </main>
      </Container>
      {editing.kind === 'open' ? (
        <CategoryDialog
          category={editing.category}
          busy={busy}
          onSave={(draft) => void save(draft)}
          onClose={() => setEditing({ kind: 'closed' })}
        />
      ) : null}
    </Box>
  );
}

function DeleteCategory({ category, onConfirm }: { category: CategoryItem; onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button variant="soft" color="red" size="1" aria-label={`Delete ${category.name}`}>
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Delete category?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          “{category.name}” will be deleted. Its articles stay, without a category.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              Delete
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

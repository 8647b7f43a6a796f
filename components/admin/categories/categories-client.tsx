'use client';
import { Box, Button, Card, Code, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { Category } from '@/lib/admin/categories';
import { adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { CATEGORIES_API, useCategoryList } from '../kit/queries';
import { EmptyState, ErrorState, LoadingState } from '../kit/states';
import { PageHeader } from '../ui/page-header';
import { useToast } from '../ui/toaster';
import { CategoryDialog, type CategoryDraft } from './category-dialog';

/** The dialog's state: closed, a new category, or the category being edited. */
type Editing = { kind: 'closed' } | { kind: 'open'; category: Category | null };

/**
 * spec.md "Categories": the grid, one dialog for create and edit, deletion after a confirmation.
 * `initial` is the list the server page rendered; the kit keeps it fresh after every change.
 */
export function CategoriesScreen({ initial }: { initial: Category[] }) {
  const toast = useToast();
  const list = useCategoryList(initial);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });

  const saveCategory = useAdminMutation({
    mutationFn: ({ draft, target }: { draft: CategoryDraft; target: Category | null }) =>
      adminFetch<{ message: string }>(target ? `${CATEGORIES_API}/${target.id}` : CATEGORIES_API, {
        method: target ? 'PUT' : 'POST',
        body: draft,
      }),
    invalidates: INVALIDATES.category,
    errorText: 'Failed to save category',
  });
  const deleteCategory = useAdminMutation({
    mutationFn: (category: Category) => adminFetch(`${CATEGORIES_API}/${category.id}`, { method: 'DELETE' }),
    invalidates: INVALIDATES.category,
    errorText: 'Failed to delete category',
  });

  async function save(draft: CategoryDraft) {
    if (editing.kind !== 'open') return;
    const { message } = await saveCategory.mutateAsync({ draft, target: editing.category });
    toast({ title: 'Success', description: message });
    setEditing({ kind: 'closed' });
  }

  async function remove(category: Category) {
    await deleteCategory.mutateAsync(category);
    toast({ title: 'Success', description: 'Category deleted successfully' });
  }

  const categories = list.data ?? [];
  return (
    <Box>
      <PageHeader
        title="Categories"
        subtitle="Group articles by topic; the colour marks the category on the blog."
        actions={<Button onClick={() => setEditing({ kind: 'open', category: null })}>New Category</Button>}
      />
      <Container asChild size="4" px="6" py="6">
        <div>
          {list.isError && !list.isFetching ? (
            <ErrorState message="The categories could not be loaded." onRetry={() => list.refetch()} />
          ) : !list.data ? (
            <LoadingState />
          ) : categories.length === 0 ? (
            <EmptyState title="No categories yet" description="Create one to start grouping articles." />
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
                          <ConfirmDialog
                            maxWidth="440px"
                            trigger={
                              <Button
                                variant="soft"
                                color="red"
                                size="1"
                                aria-label={`Delete ${category.name}`}
                              >
                                Delete
                              </Button>
                            }
                            title="Delete category?"
                            description={`“${category.name}” will be deleted. Its articles stay, without a category.`}
                            confirmLabel="Delete"
                            onConfirm={() => remove(category)}
                          />
                        </Flex>
                      </Flex>
                    </li>
                  </Card>
                ))}
              </ul>
            </Grid>
          )}
        </div>
      </Container>
      {editing.kind === 'open' ? (
        <CategoryDialog
          category={editing.category}
          onSave={save}
          onClose={() => setEditing({ kind: 'closed' })}
        />
      ) : null}
    </Box>
  );
}

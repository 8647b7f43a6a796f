'use client';
import { Button, Dialog, Flex, TextArea, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { CATEGORY_COLORS, DEFAULT_CATEGORY_COLOR, type CategoryColor } from '@/lib/constants';
import { slugify } from '@/lib/slug';
import { LabeledField } from '../ui/labeled-field';
import { ColorSwatches } from './color-swatches';

export interface CategoryItem {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  color: string;
}

export interface CategoryDraft {
  name: string;
  slug: string;
  description: string;
  color: CategoryColor;
}

const isPaletteColor = (c: string): c is CategoryColor => CATEGORY_COLORS.some((p) => p === c);

function draftOf(category: CategoryItem | null): CategoryDraft {
  if (!category) return { name: '', slug: '', description: '', color: DEFAULT_CATEGORY_COLOR };
  return {
    name: category.name,
    slug: category.slug,
    description: category.description ?? '',
    color: isPaletteColor(category.color) ? category.color : DEFAULT_CATEGORY_COLOR,
  };
}

/**
 * The one dialog for create and edit (SPEC 2). The slug follows the name while it is empty, and on a
 * new category while it is still what the name gave it (SPEC 4); once typed by hand it is left alone. Mounted per opening, so every
 * opening starts from the category (or a blank form).
 */
export function CategoryDialog({
  category,
  busy,
  onSave,
  onClose,
}: {
  category: CategoryItem | null;
  busy: boolean;
  onSave: (draft: CategoryDraft) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<CategoryDraft>(() => draftOf(category));
  const set = (patch: Partial<CategoryDraft>) => setDraft((d) => ({ ...d, ...patch }));

  function onNameChange(name: string) {
    // An existing category's slug is in public URLs: it follows the name only once emptied on purpose.
    const follows = (d: CategoryDraft) => d.slug === '' || (!category && d.slug === slugify(d.name));
    setDraft((d) => ({ ...d, name, slug: follows(d) ? slugify(name) : d.slug }));
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{category ? 'Edit Category' : 'New Category'}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {category ? 'Change how this category is named and shown.' : 'Add a category for blog articles.'}
        </Dialog.Description>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave(draft);
          }}
        >
          <Flex direction="column" gap="4">
            <LabeledField id="category-name" label="Name" required>
              <TextField.Root
                id="category-name"
                value={draft.name}
                maxLength={100}
                required
                onChange={(e) => onNameChange(e.target.value)}
              />
            </LabeledField>
            <LabeledField id="category-slug" label="URL Slug">
              <TextField.Root
                id="category-slug"
                value={draft.slug}
                maxLength={100}
                onChange={(e) => set({ slug: e.target.value })}
              />
            </LabeledField>
            <LabeledField id="category-description" label="Description">
              <TextArea
                id="category-description"
                value={draft.description}
                maxLength={500}
                rows={3}
                onChange={(e) => set({ description: e.target.value })}
              />
            </LabeledField>
            <ColorSwatches value={draft.color} onChange={(color) => set({ color })} />
          </Flex>
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : category ? 'Save Changes' : 'Create Category'}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

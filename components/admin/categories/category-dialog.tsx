'use client';
import { Button, Dialog, Flex, TextArea, TextField } from '@radix-ui/themes';
import { Controller, useForm } from 'react-hook-form';
import { CATEGORY_COLORS, DEFAULT_CATEGORY_COLOR, type CategoryColor } from '@/lib/constants/articles';
import { slugify } from '@/lib/slug';
import { categorySavePayload } from '@/lib/validations/category';
import { FieldError, schemaResolver, setServerFieldErrors } from '../kit/form';
import { LabeledField } from '../ui/labeled-field';
import { errorToast, useToast } from '../ui/toaster';
import { ColorSwatches } from './color-swatches';

export interface CategoryItem {
  id: string;
  name: string;
  nameFr: string | null;
  nameNl: string | null;
  slug: string;
  description: string | null;
  color: string;
}

export interface CategoryDraft {
  name: string;
  nameFr: string;
  nameNl: string;
  slug: string;
  description: string;
  color: CategoryColor;
}

const LOCALIZED_NAMES = [
  { field: 'nameFr', id: 'category-name-fr', label: 'French name', lang: 'fr' },
  { field: 'nameNl', id: 'category-name-nl', label: 'Dutch name', lang: 'nl' },
] as const;

const isPaletteColor = (c: string): c is CategoryColor => CATEGORY_COLORS.some((p) => p === c);

function draftOf(category: CategoryItem | null): CategoryDraft {
  if (!category)
    return { name: '', nameFr: '', nameNl: '', slug: '', description: '', color: DEFAULT_CATEGORY_COLOR };
  return {
    name: category.name,
    nameFr: category.nameFr ?? '',
    nameNl: category.nameNl ?? '',
    slug: category.slug,
    description: category.description ?? '',
    color: isPaletteColor(category.color) ? category.color : DEFAULT_CATEGORY_COLOR,
  };
}

const resolver = schemaResolver(categorySavePayload, (draft: CategoryDraft) => draft);
const FIELDS = ['name', 'nameFr', 'nameNl', 'slug', 'description', 'color'] as const;

/**
 * The one dialog for create and edit (spec.md "Categories"). The slug follows the name while it is empty, and on a
 * new category while it is still what the name gave it (spec.md "Admin portal"); once typed by hand it is left alone.
 * Mounted per opening, so every opening starts from the category (or a blank form). Checked by the
 * save handler's own schema: a blank name is the spec.md "Messages and toasts" toast, other fields' errors show under them.
 */
export function CategoryDialog({
  category,
  onSave,
  onClose,
}: {
  category: CategoryItem | null;
  /** Rejects when the save failed (the kit has shown the error toast). */
  onSave: (draft: CategoryDraft) => Promise<void>;
  onClose: () => void;
}) {
  const toast = useToast();
  const { control, register, handleSubmit, getValues, setValue, setError, formState } =
    useForm<CategoryDraft>({
      defaultValues: draftOf(category),
      resolver,
    });
  const { errors, isSubmitting } = formState;

  function onNameChange(name: string) {
    // An existing category's slug is in public URLs: it follows the name only once emptied on purpose.
    const d = getValues();
    const follows = d.slug === '' || (!category && d.slug === slugify(d.name));
    if (follows) setValue('slug', slugify(name));
  }

  const submit = handleSubmit(
    async (draft) => {
      try {
        await onSave(draft);
      } catch (error) {
        setServerFieldErrors(error, setError, FIELDS);
      }
    },
    (invalid) => {
      if (invalid.name?.message) toast(errorToast(invalid.name.message));
    },
  );

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{category ? 'Edit Category' : 'New Category'}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {category ? 'Change how this category is named and shown.' : 'Add a category for blog articles.'}
        </Dialog.Description>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Flex direction="column" gap="4">
            <LabeledField id="category-name" label="Name" required>
              <Controller
                control={control}
                name="name"
                render={({ field }) => (
                  <TextField.Root
                    id="category-name"
                    maxLength={100}
                    required
                    aria-invalid={errors.name ? true : undefined}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(e) => {
                      onNameChange(e.target.value);
                      field.onChange(e);
                    }}
                  />
                )}
              />
            </LabeledField>
            {/* Shown instead of the name on the French and Dutch blogs, their feeds and structured data. */}
            {LOCALIZED_NAMES.map(({ field, id, label, lang }) => (
              <LabeledField key={field} id={id} label={label}>
                <TextField.Root
                  id={id}
                  lang={lang}
                  maxLength={100}
                  placeholder="Same as the name"
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `${id}-error` : undefined}
                  {...register(field)}
                />
                <FieldError id={`${id}-error`} message={errors[field]?.message} />
              </LabeledField>
            ))}
            <LabeledField id="category-slug" label="URL Slug">
              <TextField.Root
                id="category-slug"
                maxLength={100}
                aria-invalid={errors.slug ? true : undefined}
                aria-describedby={errors.slug ? 'category-slug-error' : undefined}
                {...register('slug')}
              />
              <FieldError id="category-slug-error" message={errors.slug?.message} />
            </LabeledField>
            <LabeledField id="category-description" label="Description">
              <TextArea
                id="category-description"
                maxLength={500}
                rows={3}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? 'category-description-error' : undefined}
                {...register('description')}
              />
              <FieldError id="category-description-error" message={errors.description?.message} />
            </LabeledField>
            <Controller
              control={control}
              name="color"
              render={({ field }) => <ColorSwatches value={field.value} onChange={field.onChange} />}
            />
            <FieldError id="category-color-error" message={errors.color?.message} />
          </Flex>
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : category ? 'Save Changes' : 'Create Category'}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

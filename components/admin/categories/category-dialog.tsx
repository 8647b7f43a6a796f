'use client';
import { Button, Dialog, Flex, TextArea, TextField } from '@radix-ui/themes';
import { Controller, useForm } from 'react-hook-form';
import type { Category } from '@/lib/admin/categories';
import { CATEGORY_COLORS, DEFAULT_CATEGORY_COLOR, type CategoryColor } from '@/lib/constants/articles';
import { slugify } from '@/lib/slug';
import { categorySavePayload } from '@/lib/validations/category';
import { FieldError, schemaResolver, setServerFieldErrors } from '../kit/form';
import { Field } from '../kit/field';
import { errorToast, useToast } from '../ui/toaster';
import { ColorSwatches } from './color-swatches';

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

function draftOf(category: Category | null): CategoryDraft {
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
  category: Category | null;
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
            <Field id="category-name" label="Name" required invalid={!!errors.name}>
              {(input) => (
                <Controller
                  control={control}
                  name="name"
                  render={({ field }) => (
                    <TextField.Root
                      {...input}
                      maxLength={100}
                      required
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
              )}
            </Field>
            {/* Shown instead of the name on the French and Dutch blogs, their feeds and structured data. */}
            {LOCALIZED_NAMES.map(({ field, id, label, lang }) => (
              <Field key={field} id={id} label={label} error={errors[field]?.message}>
                {(input) => (
                  <TextField.Root
                    {...input}
                    lang={lang}
                    maxLength={100}
                    placeholder="Same as the name"
                    {...register(field)}
                  />
                )}
              </Field>
            ))}
            <Field id="category-slug" label="URL Slug" error={errors.slug?.message}>
              {(input) => <TextField.Root {...input} maxLength={100} {...register('slug')} />}
            </Field>
            <Field id="category-description" label="Description" error={errors.description?.message}>
              {(input) => <TextArea {...input} maxLength={500} rows={3} {...register('description')} />}
            </Field>
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

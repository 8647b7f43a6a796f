'use client';
import { Flex, Grid, Text, TextArea, TextField } from '@radix-ui/themes';
import {
  META_DESCRIPTION_GUIDE,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_GUIDE,
  META_TITLE_MAX_LENGTH,
} from '@/lib/constants/articles';
import { REVIEWER_MAX_LENGTH } from '@/lib/blog/article-fields';
import { Field } from '../kit/field';
import { FieldError } from '../kit/form';
import { FieldLabel } from '../ui/labeled-field';
import { useFieldBinding } from './use-field-binding';

function Counter({ length, guide, id }: { length: number; guide: number; id: string }) {
  return (
    <Text id={id} size="1" color={length > guide ? 'red' : 'gray'}>
      {length}/{guide}
    </Text>
  );
}

/**
 * The article's metadata: its title and description for search engines and sharing, its canonical
 * address, and who legally reviewed it and when (issue 35: both or neither, shown under the byline).
 */
export function ArticleMetaFields() {
  const { f, form, set, error, invalid } = useFieldBinding();
  return (
    <>
      <Flex direction="column" gap="1">
        <Flex justify="between" align="baseline">
          <FieldLabel htmlFor={f('meta-title')}>Meta Title</FieldLabel>
          <Counter id={f('meta-title-count')} length={form.metaTitle.length} guide={META_TITLE_GUIDE} />
        </Flex>
        <TextField.Root
          id={f('meta-title')}
          maxLength={META_TITLE_MAX_LENGTH}
          value={form.metaTitle}
          {...invalid('metaTitle', f('meta-title-count'))}
          onChange={(e) => set('metaTitle', e.target.value)}
        />
        <FieldError id={f('metaTitle-error')} message={error('metaTitle')} />
      </Flex>
      <Flex direction="column" gap="1">
        <Flex justify="between" align="baseline">
          <FieldLabel htmlFor={f('meta-description')}>Meta Description</FieldLabel>
          <Counter
            id={f('meta-description-count')}
            length={form.metaDescription.length}
            guide={META_DESCRIPTION_GUIDE}
          />
        </Flex>
        <TextArea
          id={f('meta-description')}
          rows={2}
          maxLength={META_DESCRIPTION_MAX_LENGTH}
          value={form.metaDescription}
          {...invalid('metaDescription', f('meta-description-count'))}
          onChange={(e) => set('metaDescription', e.target.value)}
        />
        <FieldError id={f('metaDescription-error')} message={error('metaDescription')} />
      </Flex>
      <Field
        id={f('canonical-url')}
        label="Canonical URL"
        error={error('canonicalUrl')}
        errorId={f('canonicalUrl-error')}
      >
        {(control) => (
          <TextField.Root
            {...control}
            type="text"
            inputMode="url"
            placeholder="Leave empty unless the original is published elsewhere"
            value={form.canonicalUrl}
            onChange={(e) => set('canonicalUrl', e.target.value)}
          />
        )}
      </Field>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Field
          id={f('reviewed-by')}
          label="Reviewed by"
          error={error('reviewedBy')}
          errorId={f('reviewedBy-error')}
          describedBy={f('review-hint')}
        >
          {(control) => (
            <TextField.Root
              {...control}
              maxLength={REVIEWER_MAX_LENGTH}
              placeholder="The lawyer who checked the article"
              value={form.reviewedBy}
              onChange={(e) => set('reviewedBy', e.target.value)}
            />
          )}
        </Field>
        <Field
          id={f('reviewed-at')}
          label="Review date"
          error={error('reviewedAt')}
          errorId={f('reviewedAt-error')}
          describedBy={f('review-hint')}
        >
          {(control) => (
            <TextField.Root
              {...control}
              type="date"
              value={form.reviewedAt}
              onChange={(e) => set('reviewedAt', e.target.value)}
            />
          )}
        </Field>
      </Grid>
      <Text id={f('review-hint')} size="1" color="gray">
        Legally reviewed: shown under the byline as “Reviewed by … on …”. Fill in both, or neither.
      </Text>
    </>
  );
}

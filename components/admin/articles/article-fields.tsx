'use client';
import { Flex, Grid, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import dynamic from 'next/dynamic';
import { Controller, useFormContext } from 'react-hook-form';
import {
  ARTICLE_FORM_FIELDS,
  languageOptions,
  withMarket,
  withTitle,
  type ArticleForm,
} from '@/lib/admin/article-form';
import type { CategoryOption } from '@/lib/admin/article-types';
import { SLUG_MAX_LENGTH } from '@/lib/blog/article-fields';
import {
  ARTICLE_STATUSES,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  FEATURED_IMAGE_ALT_MAX_LENGTH,
  FEATURED_IMAGE_SIZE,
} from '@/lib/constants/articles';
import { articlePath, MARKETS, type Language } from '@/lib/markets';
import { readingTimeMinutes } from '@/lib/reading-time';
import { Field } from '../kit/field';
import { FieldError } from '../kit/form';
import { FieldLabel } from '../ui/labeled-field';
import { ArticleMetaFields } from './article-meta-fields';
import { useFieldBinding } from './use-field-binding';
import { statusLabel } from './article-badges';
import { FeaturedImagePicker } from './featured-image-picker';
import { PublishDateField } from './publish-date-field';

// TipTap and its schema load with the editor screen only, and only in the browser.
const RichTextEditor = dynamic(() => import('./rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <Text color="gray">Loading editor...</Text>,
});

interface Props {
  categories: readonly CategoryOption[];
  origin: string;
  /** The article has been on the site: its slug no longer follows the title (issue 33 point 5). */
  slugFixed?: boolean;
}

/**
 * spec.md "Article editor" fields, with the spec.md "Admin portal" rules (title → slug and meta title, market → language),
 * bound to the editor's form (react-hook-form, checked by the save handler's own schema). A field's
 * error, found in the browser or answered by the server, shows under it.
 */
export function ArticleFields({ categories, origin, slugFixed = false }: Props) {
  const { f, form, set, setValue, getValues, setOptions, error, invalid } = useFieldBinding();
  const { control } = useFormContext<ArticleForm>();
  /** A rule that changes several fields at once (the title fills the slug, the market the language). */
  const onChange = (next: ArticleForm) => {
    const current = getValues();
    for (const key of ARTICLE_FORM_FIELDS)
      if (next[key] !== current[key]) setValue(key, next[key], setOptions);
  };
  const languages = languageOptions(form.market);
  const readTime = readingTimeMinutes(form.content);

  return (
    <Flex direction="column" gap="4">
      <Field id={f('title')} label="Title" required error={error('title')}>
        {(control) => (
          <TextField.Root
            {...control}
            required
            maxLength={ARTICLE_TITLE_MAX_LENGTH}
            value={form.title}
            onChange={(e) => onChange(withTitle(form, e.target.value, slugFixed))}
          />
        )}
      </Field>
      <Flex direction="column" gap="1">
        <FieldLabel htmlFor={f('slug')} required>
          URL Slug
        </FieldLabel>
        <TextField.Root
          id={f('slug')}
          required
          maxLength={SLUG_MAX_LENGTH}
          value={form.slug}
          {...invalid('slug', slugFixed ? `${f('slug-preview')} ${f('slug-fixed')}` : f('slug-preview'))}
          onChange={(e) => set('slug', e.target.value)}
        />
        <FieldError id={f('slug-error')} message={error('slug')} />
        <Text id={f('slug-preview')} size="1" color="gray" data-testid="slug-preview">
          {origin}
          {articlePath(form.market, form.slug || 'your-article-slug')}
        </Text>
        {slugFixed ? (
          <Text id={f('slug-fixed')} size="1" color="gray">
            This article has been published, so its address no longer follows the title. Edit the slug here to
            change it: the old address will redirect to the new one.
          </Text>
        ) : null}
      </Flex>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Flex direction="column" gap="1">
          <FieldLabel id={f('market')} required>
            Target Market
          </FieldLabel>
          <Select.Root
            value={form.market}
            onValueChange={(v) => {
              const market = MARKETS.find((m) => m.code === v);
              if (market) onChange(withMarket(form, market.code));
            }}
          >
            <Select.Trigger aria-labelledby={f('market')} {...invalid('market')} />
            <Select.Content>
              {MARKETS.map((m) => (
                <Select.Item key={m.code} value={m.code}>
                  {m.label} ({m.code})
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex direction="column" gap="1">
          <FieldLabel id={f('language')} required>
            Language
          </FieldLabel>
          <Select.Root
            value={form.language}
            onValueChange={(v) => {
              const language = languages.find((l) => l === v);
              if (language) set('language', language);
            }}
          >
            <Select.Trigger aria-labelledby={f('language')} {...invalid('language')} />
            <Select.Content>
              {languages.map((l: Language) => (
                <Select.Item key={l} value={l}>
                  {l}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <FieldError id={f('language-error')} message={error('language')} />
        </Flex>
      </Grid>
      <Field id={f('summary')} label="Summary" error={error('summary')}>
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={ARTICLE_SUMMARY_MAX_LENGTH}
            value={form.summary}
            onChange={(e) => set('summary', e.target.value)}
          />
        )}
      </Field>
      <Flex direction="column" gap="1">
        <Flex justify="between" align="baseline">
          <FieldLabel id={f('content')} required>
            Content
          </FieldLabel>
          <Text size="1" color="gray" aria-live="polite">
            Estimated reading time: {readTime} min
          </Text>
        </Flex>
        {/* The TipTap body is a controlled field of the form (its value is the sanitised-on-save HTML). */}
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              labelId={f('content')}
              errorId={error('content') ? f('content-error') : undefined}
            />
          )}
        />
        <FieldError id={f('content-error')} message={error('content')} />
      </Flex>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Flex direction="column" gap="1">
          <FieldLabel id={f('category')}>Category</FieldLabel>
          <Select.Root
            value={form.categoryId || 'none'}
            onValueChange={(v) => set('categoryId', v === 'none' ? '' : v)}
          >
            <Select.Trigger aria-labelledby={f('category')} {...invalid('categoryId')} />
            <Select.Content>
              <Select.Item value="none">No category</Select.Item>
              {categories.map((c) => (
                <Select.Item key={c.id} value={c.id}>
                  {c.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <FieldError id={f('categoryId-error')} message={error('categoryId')} />
        </Flex>
        <Flex direction="column" gap="1">
          <FieldLabel id={f('status')}>Status</FieldLabel>
          <Select.Root
            value={form.status}
            onValueChange={(v) => {
              const status = ARTICLE_STATUSES.find((s) => s === v);
              if (status) set('status', status);
            }}
          >
            <Select.Trigger aria-labelledby={f('status')} />
            <Select.Content>
              {ARTICLE_STATUSES.map((s) => (
                <Select.Item key={s} value={s}>
                  {statusLabel(s)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <PublishDateField />
      </Grid>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Flex direction="column" gap="1">
          <FieldLabel htmlFor={f('image')}>Featured Image URL</FieldLabel>
          <TextField.Root
            id={f('image')}
            // Not type="url": a path on this site (/media/..., what the picker fills in) is a valid value,
            // and the browser's URL check would block the form on it.
            inputMode="url"
            placeholder="https://"
            maxLength={2000}
            value={form.featuredImageUrl}
            {...invalid('featuredImageUrl', f('image-hint'))}
            onChange={(e) => set('featuredImageUrl', e.target.value)}
          />
          <FieldError id={f('featuredImageUrl-error')} message={error('featuredImageUrl')} />
          <Text id={f('image-hint')} size="1" color="gray">
            Recommended size: {FEATURED_IMAGE_SIZE.width}x{FEATURED_IMAGE_SIZE.height} px
          </Text>
          <FeaturedImagePicker
            onPick={(image) =>
              onChange({
                ...form,
                featuredImageUrl: image.url,
                // The upload's own description fills an empty alt box; an author's text is kept.
                featuredImageAlt: form.featuredImageAlt || image.alt,
              })
            }
          />
        </Flex>
        <Flex direction="column" gap="1">
          <FieldLabel htmlFor={f('image-alt')}>Featured Image Alt Text</FieldLabel>
          <TextField.Root
            id={f('image-alt')}
            maxLength={FEATURED_IMAGE_ALT_MAX_LENGTH}
            value={form.featuredImageAlt}
            {...invalid('featuredImageAlt', f('image-alt-hint'))}
            onChange={(e) => set('featuredImageAlt', e.target.value)}
          />
          <FieldError id={f('featuredImageAlt-error')} message={error('featuredImageAlt')} />
          <Text id={f('image-alt-hint')} size="1" color="gray">
            Describes the image for readers who cannot see it; the title is used when empty.
          </Text>
        </Flex>
      </Grid>
      <ArticleMetaFields />
    </Flex>
  );
}

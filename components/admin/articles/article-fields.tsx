'use client';
import { Flex, Grid, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import dynamic from 'next/dynamic';
import { useId } from 'react';
import { Controller, useFormContext, useWatch, type PathValue } from 'react-hook-form';
import {
  ARTICLE_FORM_FIELDS,
  languageOptions,
  withMarket,
  withTitle,
  type ArticleForm,
} from '@/lib/admin/article-form';
import type { CategoryOption } from '@/lib/admin/article-types';
import {
  ARTICLE_STATUSES,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  FEATURED_IMAGE_ALT_MAX_LENGTH,
  FEATURED_IMAGE_SIZE,
  META_DESCRIPTION_GUIDE,
  META_TITLE_GUIDE,
} from '@/lib/constants/articles';
import { articlePath, MARKETS, type Language } from '@/lib/markets';
import { readingTimeMinutes } from '@/lib/reading-time';
import { FieldError } from '../kit/form';
import { FieldLabel } from '../ui/labeled-field';
import { statusLabel } from './article-badges';
import { FeaturedImagePicker } from './featured-image-picker';
import { PublishDateField } from './publish-date-field';

// TipTap and its schema load with the editor screen only, and only in the browser.
const RichTextEditor = dynamic(() => import('./rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <Text color="gray">Loading editor...</Text>,
});

function Counter({ length, guide, id }: { length: number; guide: number; id: string }) {
  return (
    <Text id={id} size="1" color={length > guide ? 'red' : 'gray'}>
      {length}/{guide}
    </Text>
  );
}

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
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const { control, setValue, getValues, formState } = useFormContext<ArticleForm>();
  const form = useWatch({ control }) as ArticleForm;
  const setOptions = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;
  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) =>
    setValue(key, value as PathValue<ArticleForm, K>, setOptions);
  /** A rule that changes several fields at once (the title fills the slug, the market the language). */
  const onChange = (next: ArticleForm) => {
    const current = getValues();
    for (const key of ARTICLE_FORM_FIELDS)
      if (next[key] !== current[key]) setValue(key, next[key], setOptions);
  };
  const error = (name: keyof ArticleForm) => formState.errors[name]?.message;
  /** The props that tie a control to its error message. */
  const invalid = (name: keyof ArticleForm, describedBy?: string) => {
    const message = error(name);
    const ids = [describedBy, message ? f(`${name}-error`) : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': message ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const languages = languageOptions(form.market);
  const readTime = readingTimeMinutes(form.content);

  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <FieldLabel htmlFor={f('title')} required>
          Title
        </FieldLabel>
        <TextField.Root
          id={f('title')}
          required
          maxLength={ARTICLE_TITLE_MAX_LENGTH}
          value={form.title}
          {...invalid('title')}
          onChange={(e) => onChange(withTitle(form, e.target.value, slugFixed))}
        />
        <FieldError id={f('title-error')} message={error('title')} />
      </Flex>
      <Flex direction="column" gap="1">
        <FieldLabel htmlFor={f('slug')} required>
          URL Slug
        </FieldLabel>
        <TextField.Root
          id={f('slug')}
          required
          maxLength={200}
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
      <Flex direction="column" gap="1">
        <FieldLabel htmlFor={f('summary')}>Summary</FieldLabel>
        <TextArea
          id={f('summary')}
          rows={3}
          maxLength={ARTICLE_SUMMARY_MAX_LENGTH}
          value={form.summary}
          {...invalid('summary')}
          onChange={(e) => set('summary', e.target.value)}
        />
        <FieldError id={f('summary-error')} message={error('summary')} />
      </Flex>
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
      <Flex direction="column" gap="1">
        <Flex justify="between" align="baseline">
          <FieldLabel htmlFor={f('meta-title')}>Meta Title</FieldLabel>
          <Counter id={f('meta-title-count')} length={form.metaTitle.length} guide={META_TITLE_GUIDE} />
        </Flex>
        <TextField.Root
          id={f('meta-title')}
          maxLength={200}
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
          maxLength={500}
          value={form.metaDescription}
          {...invalid('metaDescription', f('meta-description-count'))}
          onChange={(e) => set('metaDescription', e.target.value)}
        />
        <FieldError id={f('metaDescription-error')} message={error('metaDescription')} />
      </Flex>
      <Flex direction="column" gap="1">
        <FieldLabel htmlFor={f('canonical-url')}>Canonical URL</FieldLabel>
        <TextField.Root
          id={f('canonical-url')}
          type="text"
          inputMode="url"
          placeholder="Leave empty unless the original is published elsewhere"
          value={form.canonicalUrl}
          {...invalid('canonicalUrl')}
          onChange={(e) => set('canonicalUrl', e.target.value)}
        />
        <FieldError id={f('canonicalUrl-error')} message={error('canonicalUrl')} />
      </Flex>
    </Flex>
  );
}

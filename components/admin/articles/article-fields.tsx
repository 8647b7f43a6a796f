'use client';
import { Flex, Grid, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import dynamic from 'next/dynamic';
import { useId } from 'react';
import { languageOptions, withMarket, withTitle, type ArticleForm } from '@/lib/admin/article-form';
import type { CategoryOption } from '@/lib/admin/article-types';
import {
  ARTICLE_STATUSES,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  FEATURED_IMAGE_ALT_MAX_LENGTH,
  FEATURED_IMAGE_SIZE,
  META_DESCRIPTION_GUIDE,
  META_TITLE_GUIDE,
} from '@/lib/constants';
import { articlePath, MARKETS, type Language } from '@/lib/markets';
import { readingTimeMinutes } from '@/lib/reading-time';
import { FieldLabel } from '../ui/labeled-field';
import { statusLabel } from './article-badges';
import { FeaturedImagePicker } from './featured-image-picker';

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
  form: ArticleForm;
  onChange: (next: ArticleForm) => void;
  categories: readonly CategoryOption[];
  origin: string;
}

/** SPEC 2 'Article editor' fields, with the SPEC 4 rules (title → slug and meta title, market → language). */
export function ArticleFields({ form, onChange, categories, origin }: Props) {
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) =>
    onChange({ ...form, [key]: value });
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
          onChange={(e) => onChange(withTitle(form, e.target.value))}
        />
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
          aria-describedby={f('slug-preview')}
          onChange={(e) => set('slug', e.target.value)}
        />
        <Text id={f('slug-preview')} size="1" color="gray" data-testid="slug-preview">
          {origin}
          {articlePath(form.market, form.slug || 'your-article-slug')}
        </Text>
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
            <Select.Trigger aria-labelledby={f('market')} />
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
            <Select.Trigger aria-labelledby={f('language')} />
            <Select.Content>
              {languages.map((l: Language) => (
                <Select.Item key={l} value={l}>
                  {l}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      </Grid>
      <Flex direction="column" gap="1">
        <FieldLabel htmlFor={f('summary')}>Summary</FieldLabel>
        <TextArea
          id={f('summary')}
          rows={3}
          maxLength={ARTICLE_SUMMARY_MAX_LENGTH}
          value={form.summary}
          onChange={(e) => set('summary', e.target.value)}
        />
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
        <RichTextEditor
          value={form.content}
          onChange={(content) => set('content', content)}
          labelId={f('content')}
        />
      </Flex>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Flex direction="column" gap="1">
          <FieldLabel id={f('category')}>Category</FieldLabel>
          <Select.Root
            value={form.categoryId || 'none'}
            onValueChange={(v) => set('categoryId', v === 'none' ? '' : v)}
          >
            <Select.Trigger aria-labelledby={f('category')} />
            <Select.Content>
              <Select.Item value="none">No category</Select.Item>
              {categories.map((c) => (
                <Select.Item key={c.id} value={c.id}>
                  {c.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
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
            aria-describedby={f('image-hint')}
            onChange={(e) => set('featuredImageUrl', e.target.value)}
          />
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
            aria-describedby={f('image-alt-hint')}
            onChange={(e) => set('featuredImageAlt', e.target.value)}
          />
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
          aria-describedby={f('meta-title-count')}
          onChange={(e) => set('metaTitle', e.target.value)}
        />
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
          aria-describedby={f('meta-description-count')}
          onChange={(e) => set('metaDescription', e.target.value)}
        />
      </Flex>
    </Flex>
  );
}

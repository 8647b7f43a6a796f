'use client';
import { Badge, Box, Button, Checkbox, Flex, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import type { CampaignResponse } from '@/lib/admin/notifications';
import {
  CAMPAIGN_ARTICLES_MAX,
  CAMPAIGN_INTRO_MAX,
  CAMPAIGN_SUBJECT_MAX,
} from '@/lib/constants/notifications';
import { MARKETS, type MarketCode } from '@/lib/markets';
import { campaignBody } from '@/lib/validations/campaigns';
import { adminFetch } from '../kit/admin-fetch';
import { Field } from '../kit/field';
import { FieldError } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { CAMPAIGNS_API, useCampaignArticles } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { formatUtc } from '../format-utc';
import { useToast } from '../ui/toaster';

type Field = 'subject' | 'intro' | 'articleIds';

/** The composer: a campaign is written as a draft (market, subject, intro, articles), then sent from its row. */
export function CampaignComposer() {
  const toast = useToast();
  const [market, setMarket] = useState<MarketCode>('global');
  const [subject, setSubject] = useState('');
  const [intro, setIntro] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const articles = useCampaignArticles(market);
  const create = useAdminMutation({
    mutationFn: (body: unknown) => adminFetch<CampaignResponse>(CAMPAIGNS_API, { method: 'POST', body }),
    invalidates: INVALIDATES.campaigns,
    errorText: 'Failed to save the campaign',
  });

  function submit() {
    const parsed = campaignBody.safeParse({ subject, market, intro, articleIds: picked });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    void create.mutateAsync(parsed.data).then(
      () => {
        toast({
          title: 'Draft saved',
          description: 'Preview it, send a test, then send or schedule it below.',
        });
        setSubject('');
        setIntro('');
        setPicked([]);
      },
      () => undefined,
    );
  }

  const toggle = (id: string, on: boolean) =>
    setPicked((now) => (on ? [...now, id] : now.filter((p) => p !== id)));
  // Newest first; a market never sent to has every article new: the pick stops at a campaign's limit.
  const newOnes = (articles.data?.articles.filter((a) => a.new) ?? []).slice(0, CAMPAIGN_ARTICLES_MAX);

  return (
    <Box asChild>
      <form
        aria-label="New campaign"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Flex direction="column" gap="3">
          <Field id="campaign-market" label="Market">
            {(input) => (
              <Select.Root
                value={market}
                onValueChange={(v) => {
                  setMarket(v as MarketCode);
                  setPicked([]);
                }}
              >
                <Select.Trigger {...input} aria-label="Market" />
                <Select.Content>
                  {MARKETS.map((m) => (
                    <Select.Item key={m.code} value={m.code}>
                      {m.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </Field>
          <Field id="campaign-subject" label="Subject" error={errors.subject}>
            {(input) => (
              <TextField.Root
                {...input}
                value={subject}
                maxLength={CAMPAIGN_SUBJECT_MAX}
                onChange={(e) => setSubject(e.target.value)}
              />
            )}
          </Field>
          <Field
            id="campaign-intro"
            label="Intro (plain text; a blank line starts a paragraph)"
            error={errors.intro}
          >
            {(input) => (
              <TextArea
                {...input}
                value={intro}
                rows={4}
                maxLength={CAMPAIGN_INTRO_MAX}
                onChange={(e) => setIntro(e.target.value)}
              />
            )}
          </Field>
          <Box asChild>
            <fieldset style={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}>
              <legend style={{ padding: 0, fontSize: 'var(--font-size-2)', fontWeight: 500 }}>
                Articles
              </legend>
              <Flex justify="end" align="center" gap="2" wrap="wrap" mb="1">
                <Button
                  type="button"
                  size="1"
                  variant="soft"
                  disabled={newOnes.length === 0}
                  onClick={() => setPicked(newOnes.map((a) => a.id))}
                >
                  New since the last send ({newOnes.length})
                </Button>
              </Flex>
              {articles.data?.lastSentAt ? (
                <Text as="p" size="1" color="gray" mb="1">
                  Last send in this market: {formatUtc(articles.data.lastSentAt)}
                </Text>
              ) : null}
              {articles.isPending ? (
                <LoadingState compact label="Loading articles..." />
              ) : articles.isError ? (
                <ErrorState
                  message="The market's articles could not be loaded."
                  onRetry={() => articles.refetch()}
                  retrying={articles.isFetching}
                />
              ) : articles.data.articles.length === 0 ? (
                <Text as="p" size="2" color="gray">
                  No published article in this market yet.
                </Text>
              ) : (
                <Flex
                  direction="column"
                  gap="1"
                  style={{ maxHeight: 240, overflowY: 'auto' }}
                  aria-describedby={errors.articleIds ? 'campaign-articles-error' : undefined}
                >
                  {articles.data.articles.map((a) => (
                    <Text as="label" size="2" key={a.id}>
                      {/* The box stays beside the title when a phone wraps the title, date and badge. */}
                      <Flex gap="2" align="start">
                        <Checkbox
                          checked={picked.includes(a.id)}
                          onCheckedChange={(v) => toggle(a.id, v === true)}
                          style={{ flex: 'none', marginTop: 2 }}
                        />
                        <Flex gap="2" align="center" wrap="wrap" minWidth="0">
                          {a.title}
                          <Text color="gray" size="1">
                            {formatUtc(a.publishedAt)}
                          </Text>
                          {a.new ? <Badge color="green">new</Badge> : null}
                        </Flex>
                      </Flex>
                    </Text>
                  ))}
                </Flex>
              )}
              <FieldError id="campaign-articles-error" message={errors.articleIds} />
            </fieldset>
          </Box>
          <Flex>
            <Button type="submit" loading={create.isPending}>
              Save draft
            </Button>
          </Flex>
        </Flex>
      </form>
    </Box>
  );
}

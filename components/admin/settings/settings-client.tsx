'use client';
import { Box, Button, Card, Container, Flex, Grid, Heading, Switch, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { SettingsView } from '@/lib/admin/settings';
import { META_DESCRIPTION_MAX_LENGTH } from '@/lib/constants/articles';
import { SETTINGS_COOKIE_BANNER_MAX } from '@/lib/constants/settings';
import { MARKETS, LANGUAGES, type Language } from '@/lib/markets';
import { siteSettingsSchema, type SiteSettingKey, type SiteSettings } from '@/lib/validations/settings';
import { useUnsavedChanges } from '../articles/use-unsaved-changes';
import { adminFetch } from '../kit/admin-fetch';
import { schemaResolver, setServerFieldErrors, useFocusFirstInvalid } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { SETTINGS_API, useSiteSettings } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { PageHeader } from '../ui/page-header';
import { useToast } from '../ui/toaster';
import { IntegrationsSection } from './integrations-section';
import { settingFields } from './setting-fields';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'French', nl: 'Dutch' };
const SOCIAL_FIELDS = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'x', label: 'X' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'youtube', label: 'YouTube' },
] as const;

const resolver = schemaResolver(siteSettingsSchema, (values: SiteSettings) => values);

/** Only what the admin changed is sent (a group whole): two admins saving different settings both keep theirs. */
function changedPart(
  values: SiteSettings,
  dirty: Partial<Record<SiteSettingKey, unknown>>,
): Partial<SiteSettings> {
  const patch: Partial<SiteSettings> = {};
  const copy = <K extends SiteSettingKey>(key: K) => {
    patch[key] = values[key];
  };
  for (const key of Object.keys(siteSettingsSchema.shape) as SiteSettingKey[]) if (dirty[key]) copy(key);
  return patch;
}

/** Issue 37, System Settings (admins only): what the public site shows, outgoing mail, security, integrations. */
export function SettingsScreen() {
  const query = useSiteSettings();
  return (
    <Box>
      <PageHeader
        title="System Settings"
        subtitle="What the public site shows, how mail is sent, who must use two-factor sign-in."
      />
      <Container asChild size="3" px={{ initial: '3', sm: '6' }} py="6">
        <div>
          {query.isPending ? (
            <LoadingState label="Loading settings..." />
          ) : query.isError ? (
            <ErrorState
              message="The settings could not be loaded."
              onRetry={() => query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <Flex direction="column" gap="5">
              <SettingsForm view={query.data} />
              <IntegrationsSection />
            </Flex>
          )}
        </div>
      </Container>
    </Box>
  );
}

function SettingsForm({ view }: { view: SettingsView }) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<SiteSettings>({
    defaultValues: view.settings,
    resolver,
  });
  // A save (ours or, on refetch, someone else's) becomes the new baseline, unless the admin is mid-edit.
  useEffect(() => {
    if (!formState.isDirty) reset(view.settings);
  }, [view, formState.isDirty, reset]);
  useUnsavedChanges(formState.isDirty);
  const focusFirstInvalid = useFocusFirstInvalid(formRef, formState.errors);

  const save = useAdminMutation({
    mutationFn: (patch: Partial<SiteSettings>) =>
      adminFetch<SettingsView>(SETTINGS_API, { method: 'PATCH', body: patch }),
    invalidates: INVALIDATES.siteSettings,
    errorText: (error) =>
      setServerFieldErrors(error, setError, FIELD_PATHS) ? null : 'Failed to save the settings',
  });
  const onSubmit = handleSubmit(async (values) => {
    const patch = changedPart(values, formState.dirtyFields);
    if (Object.keys(patch).length === 0) return;
    await save.mutateAsync(patch).then(
      (saved) => {
        reset(saved.settings);
        toast({ title: 'Settings saved', description: 'The public pages show them within seconds.' });
      },
      () => undefined,
    );
  }, focusFirstInvalid);

  const { field, area } = settingFields({ register, errors: formState.errors, locked: view.locked });

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="System Settings">
      <Flex direction="column" gap="5">
        <Card size="3" asChild>
          <section aria-labelledby="settings-contact">
            <Heading as="h2" size="4" id="settings-contact" mb="1">
              Contact
            </Heading>
            <Text as="p" size="2" color="gray" mb="3">
              Shown on the public site: the &quot;Call us&quot; button on phones, the footer and Get In Touch.
              Empty shows none.
            </Text>
            <Grid columns={{ initial: '1', sm: '2' }} gap="3">
              {field('contact_phone', 'Contact phone', { type: 'tel', placeholder: '+1 512 555 0100' })}
              {field('contact_email', 'Contact email', { type: 'email', placeholder: 'hello@yourfirm.com' })}
            </Grid>
          </section>
        </Card>

        <Card size="3" asChild>
          <section aria-labelledby="settings-social">
            <Heading as="h2" size="4" id="settings-social" mb="1">
              Social links
            </Heading>
            <Text as="p" size="2" color="gray" mb="3">
              The footer&apos;s icons. Empty: the network&apos;s home page for X and LinkedIn, no icon for the
              others.
            </Text>
            <Grid columns={{ initial: '1', sm: '2' }} gap="3">
              {SOCIAL_FIELDS.map(({ key, label }) =>
                field(`social_links.${key}`, label, { type: 'url', placeholder: 'https://' }),
              )}
            </Grid>
          </section>
        </Card>

        <Card size="3" asChild>
          <section aria-labelledby="settings-meta">
            <Heading as="h2" size="4" id="settings-meta" mb="1">
              Default meta descriptions
            </Heading>
            <Text as="p" size="2" color="gray" mb="3">
              What search results show for each market&apos;s blog pages, and for an article without a
              description or summary. Empty: the blog&apos;s built-in text.
            </Text>
            <Flex direction="column" gap="3">
              {MARKETS.map((m) =>
                area(
                  `meta_description.${m.code}`,
                  `${m.label} (${m.code})`,
                  `Up to ${META_DESCRIPTION_MAX_LENGTH} characters.`,
                ),
              )}
            </Flex>
          </section>
        </Card>

        <Card size="3" asChild>
          <section aria-labelledby="settings-cookie">
            <Heading as="h2" size="4" id="settings-cookie" mb="1">
              Cookie banner
            </Heading>
            <Text as="p" size="2" color="gray" mb="3">
              The banner&apos;s text on pages in each language. Empty: the built-in text.
            </Text>
            <Flex direction="column" gap="3">
              {LANGUAGES.map((l) =>
                area(
                  `cookie_banner_text.${l}`,
                  LANGUAGE_NAMES[l],
                  `Up to ${SETTINGS_COOKIE_BANNER_MAX} characters.`,
                ),
              )}
            </Flex>
          </section>
        </Card>

        <Card size="3" asChild>
          <section aria-labelledby="settings-mail">
            <Heading as="h2" size="4" id="settings-mail" mb="3">
              Outgoing mail
            </Heading>
            {field('mail_sender_name', 'Sender name', {
              hint: 'The name invitations, password resets and sign-in links come from. Empty: the brand name.',
            })}
          </section>
        </Card>

        <Card size="3" asChild>
          <section aria-labelledby="settings-security">
            <Heading as="h2" size="4" id="settings-security" mb="3">
              Security
            </Heading>
            <Controller
              control={control}
              name="require_two_factor"
              render={({ field: toggle }) => (
                <Text as="label" size="2">
                  <Flex gap="2" align="center">
                    <Switch checked={toggle.value} onCheckedChange={toggle.onChange} />
                    Require two-factor sign-in for every account
                  </Flex>
                </Text>
              )}
            />
            <Text as="p" size="1" color="gray" mt="2">
              Accounts without an authenticator app are sent to its setup after they sign in. Set up yours
              first.
            </Text>
          </section>
        </Card>

        <Flex gap="3" align="center" justify="end" wrap="wrap">
          {formState.isDirty ? (
            <Text size="2" color="gray" role="status">
              Unsaved changes
            </Text>
          ) : null}
          <Button
            type="button"
            variant="soft"
            color="gray"
            disabled={!formState.isDirty || save.isPending}
            onClick={() => reset(view.settings)}
          >
            Discard changes
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
            Save settings
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** Every field a 400's `details` may name (its path in the body is the field's name here). */
const FIELD_PATHS: readonly Path<SiteSettings>[] = [
  'contact_phone',
  'contact_email',
  ...SOCIAL_FIELDS.map(({ key }) => `social_links.${key}` as const),
  ...MARKETS.map((m) => `meta_description.${m.code}` as const),
  ...LANGUAGES.map((l) => `cookie_banner_text.${l}` as const),
  'mail_sender_name',
  'require_two_factor',
];

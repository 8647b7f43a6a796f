'use client';
import {
  Badge,
  Box,
  Button,
  Dialog,
  Flex,
  Heading,
  Link as ThemeLink,
  Text,
  TextArea,
} from '@radix-ui/themes';
import Image from 'next/image';
import Link from 'next/link';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { imageLabel, type GalleryImage, type ImageDetails } from '@/lib/admin/image-types';
import { IMAGE_ALT_MAX_LENGTH } from '@/lib/constants/images';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { imageAltPayload } from '@/lib/validations/images';
import { adminFetch } from '../kit/admin-fetch';
import { Field } from '../kit/field';
import { schemaResolver, setServerFieldErrors } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { IMAGES_API, useImageDetails } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { useToast } from '../ui/toaster';

interface AltForm {
  alt: string;
}

const resolver = schemaResolver(imageAltPayload, (form: AltForm) => form);

/** Where the image is used: each article (a link to its editor) with its market, or that none uses it. */
function UsedIn({ details }: { details: ReturnType<typeof useImageDetails> }) {
  if (details.isError && !details.isFetching)
    return <ErrorState message="Where it is used could not be loaded." onRetry={() => details.refetch()} />;
  const data: ImageDetails | undefined = details.data;
  if (!data) return <LoadingState compact />;
  if (data.used_in.length === 0)
    return (
      <Text as="p" size="2" color="gray">
        No article uses this image.
      </Text>
    );
  return (
    <>
      <Box asChild style={{ maxHeight: 220, overflowY: 'auto' }}>
        <ul aria-label="Articles using this image" className="space-y-1">
          {data.used_in.map((article) => (
            <li key={article.id}>
              <Flex gap="2" align="center" wrap="wrap">
                {article.in_trash ? (
                  <Text size="2">{article.title}</Text>
                ) : (
                  <ThemeLink asChild size="2" highContrast>
                    <Link href={`${ADMIN_ROUTES.articles}/${article.id}/edit`}>{article.title}</Link>
                  </ThemeLink>
                )}
                <Badge highContrast color="gray" variant="soft">
                  {article.market}
                </Badge>
                {article.in_trash ? (
                  <Badge highContrast color="amber" variant="soft">
                    In trash
                  </Badge>
                ) : null}
              </Flex>
            </li>
          ))}
        </ul>
      </Box>
      {data.used_in_more ? (
        <Text as="p" size="1" color="gray" mt="1">
          And more: only the {data.used_in.length} most recently changed are listed.
        </Text>
      ) : null}
    </>
  );
}

/**
 * Issue 33: an image's alt text, edited here and used by default wherever the image is inserted (the
 * editor's featured image and body image), and the articles that use it.
 */
export function ImageDetailsDialog({ image }: { image: GalleryImage }) {
  const id = useId();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const details = useImageDetails(image.id, open);
  const form = useForm<AltForm>({ defaultValues: { alt: image.alt }, resolver });
  const save = useAdminMutation({
    mutationFn: (alt: string) =>
      adminFetch<{ message: string; image: GalleryImage }>(`${IMAGES_API}/${image.id}`, {
        method: 'PATCH',
        body: { alt },
      }),
    invalidates: INVALIDATES.images,
    errorText: 'Failed to save the alt text',
  });
  const submit = form.handleSubmit(async ({ alt }) => {
    try {
      const { message } = await save.mutateAsync(alt.trim());
      toast({ title: 'Success', description: message });
      setOpen(false);
    } catch (error) {
      // What was typed stays; a refused value is said under the field (other failures in a toast).
      setServerFieldErrors(error, form.setError, ['alt']);
    }
  });
  const label = imageLabel(image);
  const altError = form.formState.errors.alt?.message;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ alt: image.alt });
        setOpen(next);
      }}
    >
      <Dialog.Trigger>
        <Button type="button" size="1" variant="soft" highContrast aria-label={`Details of ${label}`}>
          Details
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title style={{ overflowWrap: 'anywhere' }}>{label}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {image.width}×{image.height} px. Its alt text is filled in wherever the image is inserted.
        </Dialog.Description>
        <Image
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="520px"
          className="gallery-thumb"
          style={{ maxHeight: 220 }}
        />
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Flex direction="column" gap="1" mt="3">
            <Field
              id={`${id}-alt`}
              label="Alt text"
              error={altError}
              errorId={`${id}-error`}
              hint="Describe what the image shows for readers who cannot see it. Articles that already use it keep their own text."
              hintId={`${id}-hint`}
            >
              {(input) => (
                <TextArea {...input} rows={2} maxLength={IMAGE_ALT_MAX_LENGTH} {...form.register('alt')} />
              )}
            </Field>
          </Flex>
          <Flex mt="3" justify="end">
            <Button type="submit" highContrast loading={save.isPending}>
              Save alt text
            </Button>
          </Flex>
        </form>
        <Heading as="h3" size="3" mt="2" mb="2">
          Used in
        </Heading>
        <UsedIn details={details} />
        <Flex mt="4" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" highContrast>
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

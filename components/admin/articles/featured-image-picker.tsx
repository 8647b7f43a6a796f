'use client';
import { Button, Dialog, Flex, Grid, Progress, Text } from '@radix-ui/themes';
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_TYPES, RECENT_UPLOADS_LIMIT } from '@/lib/constants';
import { imageFileProblem } from '@/lib/validations/images';
import { adminFetch } from '../admin-api';
import { imageLabel, type GalleryImage, type GalleryPage } from '@/lib/admin/image-types';
import { uploadImage, uploadToast } from '../images/upload-request';
import { errorToast, useToast } from '../ui/toaster';

/** What choosing or uploading an image sets on the form: its URL, and its stored alt text as a suggestion. */
export interface PickedImage {
  url: string;
  alt: string;
}

type Recent = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; images: GalleryImage[] };

/** SPEC 7: the editor's picker lists the 20 newest uploads (the gallery pages through all of them). */
function RecentUploads({ onPick }: { onPick: (image: GalleryImage) => void }) {
  const toast = useToast();
  const [recent, setRecent] = useState<Recent>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    adminFetch<GalleryPage>(`/api/admin/images?limit=${RECENT_UPLOADS_LIMIT}`, { signal: controller.signal })
      .then((page) => setRecent({ kind: 'ok', images: page.images }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load images', error);
        setRecent({ kind: 'failed' });
        toast(errorToast('Failed to load images'));
      });
    return () => controller.abort();
  }, [toast]);

  if (recent.kind === 'loading') return <Text color="gray">Loading...</Text>;
  if (recent.kind === 'failed') return <Text color="red">Failed to load images</Text>;
  if (recent.images.length === 0) return <Text color="gray">No images uploaded yet</Text>;
  return (
    <Grid columns={{ initial: '2', sm: '4' }} gap="3" role="list" aria-label="Recent uploads">
      {recent.images.map((image) => (
        <div role="listitem" key={image.id}>
          <Dialog.Close>
            <button type="button" className="picker-choice" onClick={() => onPick(image)}>
              <Image
                src={image.url}
                alt=""
                width={image.width}
                height={image.height}
                sizes="160px"
                className="gallery-thumb"
              />
              <Text size="1" className="picker-name">
                <span className="sr-only">Use </span>
                {imageLabel(image)}
              </Text>
            </button>
          </Dialog.Close>
        </div>
      ))}
    </Grid>
  );
}

/**
 * The featured-image field's two shortcuts beside the URL box: choose one of the recent uploads, or
 * upload a file here (same endpoint and checks as the gallery) and use it at once.
 */
export function FeaturedImagePicker({ onPick }: { onPick: (image: PickedImage) => void }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);

  async function upload(file: File) {
    const problem = imageFileProblem(file);
    if (problem) {
      toast({ title: 'Upload Error', description: problem, variant: 'destructive' });
      return;
    }
    setPercent(0);
    const outcome = await uploadImage(file, setPercent);
    setPercent(null);
    if (outcome.ok) {
      onPick({ url: outcome.image.url, alt: outcome.image.alt });
      toast({ title: 'Upload Successful', description: 'Image uploaded and ready to use!' });
    } else {
      toast(uploadToast(outcome));
    }
  }

  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" wrap="wrap">
        <Dialog.Root>
          <Dialog.Trigger>
            <Button type="button" variant="soft" highContrast>
              Choose from gallery
            </Button>
          </Dialog.Trigger>
          <Dialog.Content maxWidth="760px">
            <Dialog.Title>Choose a featured image</Dialog.Title>
            <Dialog.Description size="2" mb="4">
              The {RECENT_UPLOADS_LIMIT} most recent uploads. The image gallery holds all of them.
            </Dialog.Description>
            <RecentUploads onPick={(image) => onPick({ url: image.url, alt: image.alt })} />
            <Flex justify="end" mt="4">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" highContrast>
                  Cancel
                </Button>
              </Dialog.Close>
            </Flex>
          </Dialog.Content>
        </Dialog.Root>
        <Button
          type="button"
          variant="soft"
          highContrast
          loading={percent !== null}
          onClick={() => input.current?.click()}
        >
          Upload image
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          // Opened by the button above, which is the one control assistive technology sees.
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // The same file may be chosen again after a failure.
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Flex>
      {percent !== null ? <Progress value={percent} aria-label="Upload progress" /> : null}
    </Flex>
  );
}

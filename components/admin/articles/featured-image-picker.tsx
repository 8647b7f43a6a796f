'use client';
import { Button, Dialog, Flex, Grid, Progress, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import Image from 'next/image';
import { useEffect, useState } from 'react';
import { IMAGE_TYPES, RECENT_UPLOADS_LIMIT } from '@/lib/constants/images';
import { imageFileProblem } from '@/lib/validations/images';
import { imageLabel, type GalleryImage } from '@/lib/admin/image-types';
import { FilePickerButton } from '../kit/file-picker';
import { INVALIDATES } from '../kit/mutations';
import { useImages } from '../kit/queries';
import { EmptyState, ErrorState, LoadingState } from '../kit/states';
import { uploadImage, uploadToast } from '../images/upload-request';
import { errorToast, useToast } from '../ui/toaster';

/** What choosing or uploading an image sets on the form: its URL, and its stored alt text as a suggestion. */
export interface PickedImage {
  url: string;
  alt: string;
}

/** spec.md "Image gallery": the editor's picker lists the 20 newest uploads (the gallery pages through all of them). */
function RecentUploads({
  onPick,
  closes = true,
}: {
  onPick: (image: GalleryImage) => void;
  /** Whether a choice closes the dialog around the list (the featured-image picker) or only picks. */
  closes?: boolean;
}) {
  const toast = useToast();
  const recent = useImages(`limit=${RECENT_UPLOADS_LIMIT}`);
  const failed = recent.isError;
  useEffect(() => {
    if (!failed) return;
    console.error('Failed to load images', recent.error);
    toast(errorToast('Failed to load images'));
  }, [failed, recent.error, toast]);

  if (failed && !recent.isFetching)
    return <ErrorState message="Failed to load images" onRetry={() => recent.refetch()} />;
  if (!recent.data) return <LoadingState compact />;
  if (recent.data.images.length === 0) return <EmptyState variant="inline" title="No images uploaded yet" />;
  return (
    <Grid columns={{ initial: '2', sm: '4' }} gap="3" role="list" aria-label="Recent uploads">
      {recent.data.images.map((image) => {
        const choice = (
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
        );
        return (
          <div role="listitem" key={image.id}>
            {closes ? <Dialog.Close>{choice}</Dialog.Close> : choice}
          </div>
        );
      })}
    </Grid>
  );
}

/** Uploads a file through the gallery's endpoint and checks, then hands its URL and stored alt to `onUploaded`. */
function UploadButton({ onUploaded }: { onUploaded: (image: PickedImage) => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
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
      for (const queryKey of INVALIDATES.images) void queryClient.invalidateQueries({ queryKey });
      onUploaded({ url: outcome.image.url, alt: outcome.image.alt });
      toast({ title: 'Upload Successful', description: 'Image uploaded and ready to use!' });
    } else {
      toast(uploadToast(outcome));
    }
  }

  return (
    <>
      <FilePickerButton
        label="Upload image"
        accept={IMAGE_TYPES.join(',')}
        loading={percent !== null}
        onFiles={([file]) => {
          if (file) void upload(file);
        }}
      />
      {percent !== null ? <Progress value={percent} aria-label="Upload progress" /> : null}
    </>
  );
}

/**
 * The body's Image dialog: the recent uploads to pick from and an upload in place; a choice fills the
 * dialog's URL box, and its stored alt text (set in the gallery) fills an empty alt box.
 */
export function ImageChoices({ onPick }: { onPick: (image: PickedImage) => void }) {
  return (
    <Flex direction="column" gap="2">
      <RecentUploads closes={false} onPick={(image) => onPick({ url: image.url, alt: image.alt })} />
      <Flex gap="2" wrap="wrap" align="center">
        <UploadButton onUploaded={onPick} />
      </Flex>
    </Flex>
  );
}

/**
 * The featured-image field's two shortcuts beside the URL box: choose one of the recent uploads, or
 * upload a file here (same endpoint and checks as the gallery) and use it at once.
 */
export function FeaturedImagePicker({ onPick }: { onPick: (image: PickedImage) => void }) {
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
        <UploadButton onUploaded={onPick} />
      </Flex>
    </Flex>
  );
}

'use client';
import { Box, Button, Card, Checkbox, Flex, Grid, Link as ThemeLink, Table, Text } from '@radix-ui/themes';
import Image from 'next/image';
import { formatBytes } from '@/lib/format-bytes';
import { imageLabel, type GalleryImage } from '@/lib/admin/image-types';
import { errorToast, useToast } from '../ui/toaster';
import { ImageDetailsDialog } from './image-details-dialog';

interface ResultsProps {
  images: GalleryImage[];
  selected: ReadonlySet<string>;
  onToggle: (name: string, on: boolean) => void;
}

const uploadedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

function OpenLink({ image }: { image: GalleryImage }) {
  return (
    <ThemeLink highContrast href={image.url} target="_blank" rel="noopener noreferrer" size="2">
      Open<span className="sr-only"> {imageLabel(image)} in a new tab</span>
    </ThemeLink>
  );
}

/**
 * Issue 22: the image's full address on the clipboard, to paste into an article or elsewhere. Two images
 * of one file name differ by their address, dimensions and date, all shown beside this.
 */
function CopyUrlButton({ image }: { image: GalleryImage }) {
  const toast = useToast();
  async function copy() {
    const url = new URL(image.url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Success', description: 'URL copied' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the address is shown to copy by hand.
      toast(errorToast(`Could not copy the URL: ${url}`));
    }
  }
  return (
    <Button
      type="button"
      size="1"
      variant="soft"
      color="gray"
      highContrast
      onClick={() => void copy()}
      aria-label={`Copy URL of ${imageLabel(image)}`}
    >
      Copy URL
    </Button>
  );
}

/** The image's alt text, or that it has none yet (it is what the editor fills in when the image is used). */
function AltText({ image }: { image: GalleryImage }) {
  return image.alt ? (
    <Text size="1" className="line-clamp-2" title={image.alt}>
      {image.alt}
    </Text>
  ) : (
    <Text size="1" color="gray">
      No alt text
    </Text>
  );
}

function SelectBox({ image, selected, onToggle }: { image: GalleryImage } & Omit<ResultsProps, 'images'>) {
  return (
    <Checkbox
      checked={selected.has(image.name)}
      onCheckedChange={(on) => onToggle(image.name, on === true)}
      aria-label={`Select ${imageLabel(image)}`}
    />
  );
}

function Thumb({ image, width }: { image: GalleryImage; width: number }) {
  return (
    <a
      href={image.url}
      target="_blank"
      rel="noopener noreferrer"
      className="gallery-thumb-link"
      tabIndex={-1}
      // Alt text may be empty (it starts empty, issue 22): the link is named by the image's label.
      aria-label={`Preview of ${imageLabel(image)}`}
    >
      <Image
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes={`${width}px`}
        className="gallery-thumb"
        style={{ width }}
      />
    </a>
  );
}

export function ImageGrid({ images, selected, onToggle }: ResultsProps) {
  return (
    <Grid asChild columns={{ initial: '2', sm: '3', md: '4' }} gap="4">
      <ul aria-label="Images" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {images.map((image) => (
          <Card asChild key={image.id} size="2">
            <li data-selected={selected.has(image.name) ? 'true' : undefined}>
              <Flex direction="column" gap="2">
                <Box position="relative">
                  <Thumb image={image} width={240} />
                </Box>
                <Flex align="center" gap="2">
                  <SelectBox image={image} selected={selected} onToggle={onToggle} />
                  <Text size="2" weight="medium" truncate title={imageLabel(image)}>
                    {imageLabel(image)}
                  </Text>
                </Flex>
                <AltText image={image} />
                <Text size="1" color="gray">
                  {image.width}×{image.height} px · {formatBytes(image.size)} ·{' '}
                  <time dateTime={image.created_at}>{uploadedOn(image.created_at)}</time>
                </Text>
                <Flex justify="between" align="center" gap="2" wrap="wrap">
                  <Flex gap="2" wrap="wrap">
                    <ImageDetailsDialog image={image} />
                    <CopyUrlButton image={image} />
                  </Flex>
                  <OpenLink image={image} />
                </Flex>
              </Flex>
            </li>
          </Card>
        ))}
      </ul>
    </Grid>
  );
}

export function ImageList({ images, selected, onToggle }: ResultsProps) {
  return (
    <Table.Root variant="surface">
      {/* Themes puts Root's props on its wrapper; a caption names the table itself. */}
      <caption className="sr-only">Images</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>
            <span className="sr-only">Select</span>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Preview</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Alt text</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Dimensions</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Size</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Uploaded</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <span className="sr-only">Actions</span>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {images.map((image) => (
          <Table.Row key={image.id} align="center">
            <Table.Cell>
              <SelectBox image={image} selected={selected} onToggle={onToggle} />
            </Table.Cell>
            <Table.Cell>
              <Thumb image={image} width={64} />
            </Table.Cell>
            <Table.RowHeaderCell style={{ overflowWrap: 'anywhere' }}>
              {imageLabel(image)}
            </Table.RowHeaderCell>
            <Table.Cell style={{ maxWidth: 240 }}>
              <AltText image={image} />
            </Table.Cell>
            <Table.Cell>
              {image.width}×{image.height} px
            </Table.Cell>
            <Table.Cell>{formatBytes(image.size)}</Table.Cell>
            <Table.Cell>
              <time dateTime={image.created_at}>{uploadedOn(image.created_at)}</time>
            </Table.Cell>
            <Table.Cell>
              <Flex gap="3" align="center">
                <ImageDetailsDialog image={image} />
                <CopyUrlButton image={image} />
                <OpenLink image={image} />
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

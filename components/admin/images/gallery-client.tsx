'use client';
import { Box, Button, Container, Flex, SegmentedControl, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { formatBytes } from '@/lib/format-bytes';
import { INVALIDATES } from '../kit/mutations';
import { useImages } from '../kit/queries';
import { EmptyState, ErrorState, LoadingState } from '../kit/states';
import { useUrlSearchBox } from '../use-url-search-box';
import { PageHeader } from '../ui/page-header';
import { errorToast, useToast } from '../ui/toaster';
import { DeleteImagesDialog } from './delete-images-dialog';
import { galleryViewQuery, readGalleryView, type GalleryView } from './gallery-query';
import { imageLabel } from '@/lib/admin/image-types';
import { ImageGrid, ImageList } from './image-results';
import { UploadPanel } from './upload-panel';

type Loaded = ReturnType<typeof useImages>;

/**
 * spec.md "Image gallery": count and total size, the upload panel, search, grid or list, selection and
 * Delete Selected. The search, layout and page live in the URL.
 */
export function GalleryScreen() {
  const toast = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const view = readGalleryView(new URLSearchParams(params.toString()));
  const query = new URLSearchParams({ page: String(view.page) });
  if (view.search) query.set('search', view.search);
  const loaded = useImages(query.toString());
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(INVALIDATES.images.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const [selection, setSelected] = useState<ReadonlySet<string>>(new Set());

  // spec.md "Messages and toasts": a failed load of the images is said in a toast (the screen also offers a retry).
  const failed = loaded.isError;
  useEffect(() => {
    if (!failed) return;
    console.error('Failed to load images', loaded.error);
    toast(errorToast('Failed to load images'));
  }, [failed, loaded.error, toast]);

  const go = (next: GalleryView, mode: 'push' | 'replace') =>
    router[mode](`${pathname}${galleryViewQuery(next)}`, { scroll: false });

  // A new search starts again at page 1.
  const [search, setSearch] = useUrlSearchBox(view.search, (s) =>
    go({ ...view, search: s, page: 1 }, 'replace'),
  );

  const images = loaded.data?.images ?? [];
  // Only what is on screen stays selected: Delete Selected never removes an image the admin cannot see.
  const shown = new Set(images.map((image) => image.name));
  const selected: ReadonlySet<string> = new Set([...selection].filter((name) => shown.has(name)));
  const toggle = (name: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  const labels = new Map(images.map((image) => [image.name, imageLabel(image)]));

  return (
    <Box>
      <PageHeader
        title="Image Gallery"
        subtitle={
          loaded.data ? (
            <span role="status">
              {loaded.data.pagination.total} {loaded.data.pagination.total === 1 ? 'image' : 'images'} ·{' '}
              {formatBytes(loaded.data.totalSize)}
            </span>
          ) : (
            'Images for articles and pages'
          )
        }
      />
      <Container asChild size="4" px="6" py="6">
        <div>
          <Flex direction="column" gap="5">
            <UploadPanel onUploaded={() => void refresh()} />
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Box maxWidth="360px" width="100%">
                <TextField.Root
                  type="search"
                  aria-label="Search images by name"
                  placeholder="Search images by name"
                  value={search}
                  maxLength={200}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </Box>
              <SegmentedControl.Root
                value={view.layout}
                aria-label="View"
                onValueChange={(layout) =>
                  go({ ...view, layout: layout === 'list' ? 'list' : 'grid' }, 'push')
                }
              >
                <SegmentedControl.Item value="grid">Grid</SegmentedControl.Item>
                <SegmentedControl.Item value="list">List</SegmentedControl.Item>
              </SegmentedControl.Root>
            </Flex>
            <Flex align="center" gap="3" wrap="wrap">
              <Button
                highContrast
                variant="soft"
                disabled={images.length === 0}
                onClick={() => setSelected(new Set(images.map((image) => image.name)))}
              >
                Select All
              </Button>
              <Button
                highContrast
                variant="soft"
                color="gray"
                disabled={selected.size === 0}
                onClick={() => setSelected(new Set())}
              >
                Deselect All
              </Button>
              <DeleteImagesDialog
                names={[...selected]}
                labels={labels}
                onDeleted={() => setSelected(new Set())}
              />
              <Text size="2" color="gray" aria-live="polite">
                {selected.size} selected
              </Text>
            </Flex>
            <Results
              view={view}
              loaded={loaded}
              selected={selected}
              onToggle={toggle}
              onPage={(page) => go({ ...view, page }, 'push')}
            />
          </Flex>
        </div>
      </Container>
    </Box>
  );
}

function Results({
  view,
  loaded,
  selected,
  onToggle,
  onPage,
}: {
  view: GalleryView;
  loaded: Loaded;
  selected: ReadonlySet<string>;
  onToggle: (name: string, on: boolean) => void;
  onPage: (page: number) => void;
}) {
  if (loaded.isError && !loaded.isFetching)
    return <ErrorState message="The images could not be loaded." onRetry={() => loaded.refetch()} />;
  const data = loaded.data;
  if (!data) return <LoadingState />;
  if (data.images.length === 0)
    return (
      <EmptyState
        title={view.search ? 'No images found' : 'No images uploaded yet'}
        description={view.search ? 'Try another name.' : 'Upload images above to use them in articles.'}
      />
    );
  const { page, totalPages } = data.pagination;
  const Layout = view.layout === 'list' ? ImageList : ImageGrid;
  return (
    <>
      <Layout images={data.images} selected={selected} onToggle={onToggle} />
      {totalPages > 1 ? (
        <Flex asChild justify="between" align="center">
          <nav aria-label="Pagination">
            <Button highContrast variant="soft" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            <Text size="2">
              Page {page} of {totalPages}
            </Text>
            <Button
              highContrast
              variant="soft"
              disabled={page >= totalPages}
              onClick={() => onPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        </Flex>
      ) : null}
    </>
  );
}

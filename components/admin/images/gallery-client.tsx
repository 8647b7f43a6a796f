'use client';
import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  SegmentedControl,
  Text,
  TextField,
} from '@radix-ui/themes';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { formatBytes } from '@/lib/format-bytes';
import { adminFetch } from '../admin-api';
import { Spinner } from '../spinner';
import { useUrlSearchBox } from '../use-url-search-box';
import { PageHeader } from '../ui/page-header';
import { errorToast, useToast } from '../ui/toaster';
import { DeleteImagesDialog } from './delete-images-dialog';
import { galleryViewQuery, readGalleryView, type GalleryView } from './gallery-query';
import { imageLabel, type GalleryPage } from '@/lib/admin/image-types';
import { ImageGrid, ImageList } from './image-results';
import { UploadPanel } from './upload-panel';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; view: GalleryView; data: GalleryPage };

/**
 * SPEC 2 'Image gallery': count and total size, the upload panel, search, grid or list, selection and
 * Delete Selected. The search, layout and page live in the URL.
 */
export function GalleryScreen() {
  const toast = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const view = readGalleryView(new URLSearchParams(params.toString()));
  const viewKey = galleryViewQuery(view);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ page: String(view.page) });
    if (view.search) query.set('search', view.search);
    adminFetch<GalleryPage>(`/api/admin/images?${query}`, { signal: controller.signal })
      .then((data) => {
        setLoaded({ kind: 'ok', view, data });
        // Only what is on screen stays selected: Delete Selected never removes an image the admin cannot see.
        const shown = new Set(data.images.map((image) => image.name));
        setSelected((current) => new Set([...current].filter((name) => shown.has(name))));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load images', error);
        setLoaded({ kind: 'failed' });
        toast(errorToast('Failed to load images'));
      });
    return () => controller.abort();
    // viewKey names the view; `view` itself is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey, reloads]);

  const go = (next: GalleryView, mode: 'push' | 'replace') =>
    router[mode](`${pathname}${galleryViewQuery(next)}`, { scroll: false });

  // A new search starts again at page 1.
  const [search, setSearch] = useUrlSearchBox(view.search, (s) =>
    go({ ...view, search: s, page: 1 }, 'replace'),
  );

  const images = loaded.kind === 'ok' ? loaded.data.images : [];
  const toggle = (name: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  const labels = new Map(images.map((image) => [image.name, imageLabel(image)]));

  return (
    <Box style={{ minHeight: '100vh', background: 'var(--gray-2)' }}>
      <PageHeader
        title="Image Gallery"
        subtitle={
          loaded.kind === 'ok' ? (
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
        <main>
          <Flex direction="column" gap="5">
            <UploadPanel onUploaded={() => setReloads((n) => n + 1)} />
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
                onDeleted={() => {
                  setSelected(new Set());
                  setReloads((n) => n + 1);
                }}
              />
              <Text size="2" color="gray" aria-live="polite">
                {selected.size} selected
              </Text>
            </Flex>
            <Results
              loaded={loaded}
              selected={selected}
              onToggle={toggle}
              onPage={(page) => go({ ...view, page }, 'push')}
            />
          </Flex>
        </main>
      </Container>
    </Box>
  );
}

function Results({
  loaded,
  selected,
  onToggle,
  onPage,
}: {
  loaded: Loaded;
  selected: ReadonlySet<string>;
  onToggle: (name: string, on: boolean) => void;
  onPage: (page: number) => void;
}) {
  if (loaded.kind === 'loading') return <Spinner label="Loading..." />;
  if (loaded.kind === 'failed')
    return (
      <Card size="3">
        <Text as="p" align="center" color="gray">
          The images could not be loaded. Reload the page to try again.
        </Text>
      </Card>
    );
  const { view, data } = loaded;
  if (data.images.length === 0)
    return (
      <Card size="4">
        <Flex direction="column" align="center" gap="2" py="6">
          <Heading as="h2" size="4">
            {view.search ? 'No images found' : 'No images uploaded yet'}
          </Heading>
          <Text size="2" color="gray">
            {view.search ? 'Try another name.' : 'Upload images above to use them in articles.'}
          </Text>
        </Flex>
      </Card>
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

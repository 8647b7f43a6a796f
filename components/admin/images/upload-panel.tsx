'use client';
import { Badge, Box, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { IMAGE_TYPES } from '@/lib/constants/images';
import { imageFileProblem } from '@/lib/validations/images';
import { FilePickerButton } from '../kit/file-picker';
import { useToast } from '../ui/toaster';
import { uploadImage, uploadToast } from './upload-request';

interface UploadItem {
  key: number;
  name: string;
  percent: number;
  state: 'uploading' | 'done' | 'failed';
}

let nextKey = 1;

/**
 * spec.md "Image gallery": drop files on the panel or choose them with the kit's picker; each valid file goes
 * up on its own request so it gets its own progress bar. Refused files never leave the browser.
 */
export function UploadPanel({ onUploaded }: { onUploaded: () => void }) {
  const toast = useToast();
  const inputId = useId();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);

  const update = (key: number, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  async function upload(files: File[]) {
    const accepted: { file: File; key: number }[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) {
        toast({ title: 'Upload Error', description: `${file.name}: ${problem}`, variant: 'destructive' });
      } else {
        accepted.push({ file, key: nextKey++ });
      }
    }
    if (accepted.length === 0) return;
    setItems((current) => [
      ...accepted.map(({ file, key }) => ({ key, name: file.name, percent: 0, state: 'uploading' as const })),
      ...current,
    ]);
    // One at a time: the bars fill in order and the server decodes one image at once per admin.
    for (const { file, key } of accepted) {
      const outcome = await uploadImage(file, (percent) => update(key, { percent }));
      update(key, outcome.ok ? { percent: 100, state: 'done' } : { state: 'failed' });
      toast(uploadToast(outcome));
      if (outcome.ok) onUploaded();
    }
  }

  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${inputId}-heading`}>
        <Heading as="h2" size="4" id={`${inputId}-heading`} mb="3">
          Upload Images
        </Heading>
        <div
          className="gallery-dropzone"
          data-dragging={dragging ? 'true' : undefined}
          data-testid="image-dropzone"
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            void upload(Array.from(e.dataTransfer.files));
          }}
        >
          <Flex direction="column" align="center" gap="2">
            <Text size="3" weight="medium">
              Drag and drop images here, or choose them
            </Text>
            <Text size="2" color="gray" id={`${inputId}-types`}>
              JPG, PNG, WebP or GIF, up to 5 MB each
            </Text>
            <FilePickerButton
              label="Choose images"
              variant="solid"
              accept={IMAGE_TYPES.join(',')}
              multiple
              describedBy={`${inputId}-types`}
              onFiles={(files) => void upload(files)}
            />
          </Flex>
        </div>
        {items.length > 0 ? (
          <Box asChild mt="3">
            <ul aria-label="Uploads" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((item) => (
                <Flex asChild key={item.key} align="center" gap="3" py="1">
                  <li>
                    <Text size="2" style={{ flex: '0 1 40%', overflowWrap: 'anywhere' }}>
                      {item.name}
                    </Text>
                    <Box flexGrow="1">
                      <Progress
                        value={item.percent}
                        color={item.state === 'failed' ? 'red' : undefined}
                        aria-label={`Upload of ${item.name}`}
                      />
                    </Box>
                    <Badge
                      highContrast
                      color={item.state === 'done' ? 'green' : item.state === 'failed' ? 'red' : 'gray'}
                    >
                      {item.state === 'done'
                        ? 'Uploaded'
                        : item.state === 'failed'
                          ? 'Failed'
                          : `${item.percent}%`}
                    </Badge>
                  </li>
                </Flex>
              ))}
            </ul>
          </Box>
        ) : null}
      </section>
    </Card>
  );
}

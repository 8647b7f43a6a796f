'use client';
import { Button, Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import type { PastedImageOutcome } from './pasted-images';

interface Props {
  notes: readonly PastedImageOutcome[];
  /** Sets the alt text of the uploaded image at `url` (and drops its note). */
  onDescribe: (url: string, alt: string) => void;
  onDismiss: (note: PastedImageOutcome) => void;
}

/** One uploaded pasted image waiting for its alt text: a field and Apply, never a form (the article's surrounds it). */
function DescribeImage({ url, onDescribe }: { url: string; onDescribe: (alt: string) => void }) {
  const [alt, setAlt] = useState('');
  const apply = () => {
    if (alt.trim()) onDescribe(alt.trim());
  };
  return (
    <Flex gap="2" align="end" wrap="wrap">
      {/* eslint-disable-next-line @next/next/no-img-element -- a gallery thumbnail of unknown size */}
      <img src={url} alt="" width={64} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
      <Text as="label" size="2" weight="medium" style={{ flex: '1 1 220px' }}>
        Alternative text for the pasted image
        <TextField.Root
          mt="1"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          onKeyDown={(e) => {
            // Enter applies here; it must not reach the article form and save it.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            apply();
          }}
        />
      </Text>
      <Button type="button" size="2" highContrast onClick={apply} disabled={!alt.trim()}>
        Apply
      </Button>
    </Flex>
  );
}

/** What happened to the images of a paste: uploaded ones ask for their alt text, removed ones say so. */
export function PastedImageNotes({ notes, onDescribe, onDismiss }: Props) {
  if (notes.length === 0) return null;
  return (
    <Flex direction="column" gap="2" p="2" role="status" aria-label="Pasted images">
      {notes.map((note) =>
        note.kind === 'uploaded' ? (
          <Callout.Root highContrast key={`u:${note.url}`} size="1" color="blue">
            <Callout.Text>
              A pasted image was copied into the gallery. Describe it for readers who cannot see it.
            </Callout.Text>
            <DescribeImage url={note.url} onDescribe={(alt) => onDescribe(note.url, alt)} />
          </Callout.Root>
        ) : (
          <Callout.Root highContrast key={`r:${note.src}`} size="1" color="amber">
            <Callout.Text>
              A pasted image could not be copied into the gallery and was removed ({shortAddress(note.src)}).
              Upload it with Image.
            </Callout.Text>
            <Flex justify="end">
              <Button
                type="button"
                size="1"
                variant="soft"
                color="gray"
                highContrast
                onClick={() => onDismiss(note)}
              >
                Dismiss
              </Button>
            </Flex>
          </Callout.Root>
        ),
      )}
    </Flex>
  );
}

function shortAddress(src: string): string {
  if (src.startsWith('data:')) return 'an embedded image';
  return src.length > 60 ? `${src.slice(0, 57)}…` : src;
}

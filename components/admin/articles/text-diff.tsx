'use client';
import { Box, Text } from '@radix-ui/themes';
import { diffWords, type Change } from 'diff';

/** The text a reader sees of a body: tags dropped, so the diff is of words, not of markup. */
export function bodyText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * A word diff of one field: what only `from` has is struck out, what only `to` has is underlined
 * (colour is not the only sign of either). An unchanged field shows its text only with `showUnchanged`
 * (a revision is read whole; a conflict names only what differs).
 */
export function WordDiff({
  label,
  from,
  to,
  showUnchanged = false,
}: {
  label: string;
  from: string;
  to: string;
  showUnchanged?: boolean;
}) {
  const parts: Change[] = diffWords(from, to);
  const changed = parts.some((p) => p.added || p.removed);
  return (
    <Box>
      <Text as="p" size="2" weight="medium">
        {label} {changed ? null : <Text color="gray">(unchanged)</Text>}
      </Text>
      {changed || showUnchanged ? (
        <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-diff={label}>
          {parts.map((p, i) =>
            p.removed ? (
              <del key={i} style={{ background: 'var(--red-a4)' }}>
                {p.value}
              </del>
            ) : p.added ? (
              <ins key={i} style={{ background: 'var(--green-a4)' }}>
                {p.value}
              </ins>
            ) : (
              <span key={i}>{p.value}</span>
            ),
          )}
        </Text>
      ) : null}
    </Box>
  );
}

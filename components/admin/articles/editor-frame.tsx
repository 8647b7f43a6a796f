'use client';
import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { ADMIN_ROUTES } from '@/lib/constants/portal';

/**
 * The editor screen inside the portal's shell (which owns `<main>` and the navigation): a breadcrumb
 * back to the list, the heading, a line under it (who else has the article open), then the sticky
 * zone: the action bar and, under it, what must stay in view while the editor works in the body (the
 * conflict callout), then the form.
 */
export function EditorFrame({
  heading,
  note,
  bar,
  underBar,
  children,
}: {
  heading: string;
  note?: React.ReactNode;
  bar: React.ReactNode;
  underBar?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Flex
      direction="column"
      gap="3"
      px={{ initial: '3', sm: '6' }}
      py="4"
      mx="auto"
      width="100%"
      maxWidth="1400px"
    >
      <Box>
        <Text asChild size="2">
          <Link href={ADMIN_ROUTES.articles} prefetch={false}>
            ← Back to Articles
          </Link>
        </Text>
        <Heading as="h1" size={{ initial: '5', sm: '6' }} mt="1">
          {heading}
        </Heading>
        {note}
      </Box>
      <Box position="sticky" top="0" style={{ zIndex: 10 }}>
        <Box
          px={{ initial: '2', sm: '3' }}
          py="2"
          style={{
            background: 'var(--color-panel-solid)',
            border: '1px solid var(--gray-a5)',
            borderRadius: 'var(--radius-3)',
            boxShadow: 'var(--shadow-2)',
          }}
          data-testid="action-bar"
        >
          {bar}
        </Box>
        {/* An opaque strip under the bar: the callout's tinted background must not show the form through it. */}
        {underBar ? (
          <Box pt="2" style={{ background: 'var(--color-background)' }}>
            {underBar}
          </Box>
        ) : null}
      </Box>
      {children}
    </Flex>
  );
}

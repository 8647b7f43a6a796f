import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { ADMIN_ROUTES } from '@/lib/constants/portal';

/**
 * The header every back-office screen shares (spec.md "Article list": Back to Dashboard, the title, the
 * screen's own actions on the right).
 */
export function PageHeader({
  title,
  subtitle,
  backHref = ADMIN_ROUTES.dashboard,
  backLabel = 'Back to Dashboard',
  actions,
  badge,
  sticky = false,
}: {
  title: string;
  subtitle?: React.ReactNode;
  backHref?: string;
  backLabel?: string;
  actions?: React.ReactNode;
  badge?: React.ReactNode;
  /** Stays at the top while the page scrolls, so the screen's actions (Save, Publish) are always in reach. */
  sticky?: boolean;
}) {
  return (
    <Box
      asChild
      style={{
        borderBottom: '1px solid var(--gray-a5)',
        background: 'var(--color-panel-solid)',
        ...(sticky ? { position: 'sticky', top: 0, zIndex: 10 } : {}),
      }}
    >
      <header>
        <Flex
          justify="between"
          align="center"
          gap="4"
          wrap="wrap"
          px={{ initial: '3', sm: '6' }}
          py={sticky ? { initial: '2', sm: '4' } : '4'}
          mx="auto"
          style={{ maxWidth: 1200 }}
        >
          <Box>
            <Text asChild size="2">
              <Link href={backHref} prefetch={false}>
                ← {backLabel}
              </Link>
            </Text>
            <Flex align="center" gap="3" mt="1">
              <Heading as="h1" size="6">
                {title}
              </Heading>
              {badge}
            </Flex>
            {subtitle ? (
              <Text as="p" size="2" color="gray">
                {subtitle}
              </Text>
            ) : null}
          </Box>
          {/* Wrapped, not cut off: at 390 px the editor's four buttons overflowed the page by 29 px. */}
          {actions ? (
            <Flex gap={{ initial: '2', sm: '3' }} wrap="wrap">
              {actions}
            </Flex>
          ) : null}
        </Flex>
      </header>
    </Box>
  );
}

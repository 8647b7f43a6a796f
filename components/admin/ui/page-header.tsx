import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { ADMIN_ROUTES } from '@/lib/constants';

/**
 * The header every back-office screen shares (SPEC 2 'Article list': Back to Dashboard, the title, the
 * screen's own actions on the right).
 */
export function PageHeader({
  title,
  subtitle,
  backHref = ADMIN_ROUTES.dashboard,
  backLabel = 'Back to Dashboard',
  actions,
  badge,
}: {
  title: string;
  subtitle?: React.ReactNode;
  backHref?: string;
  backLabel?: string;
  actions?: React.ReactNode;
  badge?: React.ReactNode;
}) {
  return (
    <Box asChild style={{ borderBottom: '1px solid var(--gray-a5)', background: 'var(--color-panel-solid)' }}>
      <header>
        <Flex
          justify="between"
          align="center"
          gap="4"
          wrap="wrap"
          px="6"
          py="4"
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
          {actions ? <Flex gap="3">{actions}</Flex> : null}
        </Flex>
      </header>
    </Box>
  );
}

'use client';
import { Card, Flex, Heading, Link as ThemeLink, Text } from '@radix-ui/themes';

/** A Reports section: its heading, what it counts, a "Download CSV" link, then its table or what to do when empty. */
export function ReportSection({
  id,
  title,
  description,
  csvHref,
  empty,
  children,
}: {
  id: string;
  title: string;
  description: string;
  csvHref: string;
  /** Said instead of the table when it has no rows (and the link is left out). */
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby={id}>
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="1">
          <Heading as="h2" size="4" id={id}>
            {title}
          </Heading>
          {empty === null ? (
            <Text size="2">
              <ThemeLink href={csvHref} download aria-label={`Download CSV: ${title}`}>
                Download CSV
              </ThemeLink>
            </Text>
          ) : null}
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          {description}
        </Text>
        {empty === null ? (
          children
        ) : (
          <Text as="p" size="2" color="gray">
            {empty}
          </Text>
        )}
      </section>
    </Card>
  );
}

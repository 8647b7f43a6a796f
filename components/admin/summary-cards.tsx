import { Card, Grid, Link as ThemeLink, Text } from '@radix-ui/themes';
import Link from 'next/link';

export interface SummaryCard {
  label: string;
  value: string;
  hint: string;
  tone?: 'ok' | 'bad';
  /** A screen that shows what the figure counts. */
  href?: string;
  linkLabel?: string;
}

export function SummaryCards({ cards }: { cards: SummaryCard[] }) {
  return (
    // More than six cards in one row leaves each too narrow for its figure: two rows of four instead.
    <Grid
      asChild
      columns={{ initial: '1', sm: '2', lg: cards.length > 6 ? '4' : String(cards.length) }}
      gap="4"
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {cards.map((card) => (
          <Card asChild key={card.label} size="2">
            <li>
              <Text as="p" size="2" weight="medium" color="gray">
                {card.label}
              </Text>
              <Text
                as="p"
                size="7"
                weight="bold"
                mt="2"
                color={card.tone === 'bad' ? 'red' : card.tone === 'ok' ? 'green' : undefined}
              >
                {card.value}
              </Text>
              <Text as="p" size="1" color="gray" mt="1">
                {card.hint}
              </Text>
              {card.href ? (
                <Text as="p" size="2" mt="2">
                  <ThemeLink asChild>
                    <Link href={card.href} prefetch={false}>
                      {card.linkLabel ?? card.label}
                    </Link>
                  </ThemeLink>
                </Text>
              ) : null}
            </li>
          </Card>
        ))}
      </ul>
    </Grid>
  );
}

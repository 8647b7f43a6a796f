'use client';
import { Box, Container, Flex } from '@radix-ui/themes';
import { PageHeader } from '../ui/page-header';
import { CampaignsSection } from './campaigns-section';
import { SubscribersSection } from './subscribers-section';

/** Issue 39, Send Notifications (admins only): each market's newsletter subscribers and campaigns. */
export function NotificationsScreen() {
  return (
    <Box>
      <PageHeader
        title="Notifications"
        subtitle="Newsletters per market: who subscribed, and what they receive. Team alerts are chosen on each Account screen."
      />
      <Container asChild size="3" px={{ initial: '3', sm: '6' }} py="6">
        <div>
          <Flex direction="column" gap="5">
            <CampaignsSection />
            <SubscribersSection />
          </Flex>
        </div>
      </Container>
    </Box>
  );
}

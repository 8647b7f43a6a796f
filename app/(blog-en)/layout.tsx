import { AnalyticsBeacon } from '@/components/site/analytics-beacon-client';
import { BlogMaintenanceNotice, BlogRoot, blogRootMetadata } from '@/app/_blog/blog-root';

// Any market of this layout's language: <html lang> and the default title come from lib/markets.ts.
const MARKET = 'global';

export const generateMetadata = () => blogRootMetadata(MARKET);

export default function BlogRootLayoutEN({ children }: { children: React.ReactNode }) {
  return (
    <BlogRoot market={MARKET} notice={<BlogMaintenanceNotice market={MARKET} />}>
      {children}
      <AnalyticsBeacon />
    </BlogRoot>
  );
}

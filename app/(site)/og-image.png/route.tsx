// GET /og-image.png — the share image of every marketing page, rendered once at build time
import { ImageResponse } from 'next/og';
import { ShareCard } from '@/components/ui/share-card';
import { FREE_TRIAL_DAYS } from '@/lib/constants/site';
import { HERO_DEFAULTS } from '@/lib/content/site-copy';
import { SHARE_IMAGE } from '@/lib/content/page-metadata';

export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(
    <ShareCard
      title={HERO_DEFAULTS.title}
      footer={`${HERO_DEFAULTS.subtitle} ${FREE_TRIAL_DAYS}-day free trial.`}
      accent="#2563eb"
    />,
    { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height },
  );
}

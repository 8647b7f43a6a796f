// GET /logo.png — the logo as a square PNG (the publisher's logo in articles' JSON-LD), rendered once at build time
import { ImageResponse } from 'next/og';
import { LOGO_SIZE } from '@/lib/constants/site';

export const dynamic = 'force-static';

/** app/icon.svg drawn at LOGO_SIZE: search engines want a raster logo for a publisher. */
export function GET() {
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', background: '#2563eb', borderRadius: 128 }}>
      <svg viewBox="0 0 32 32" width={LOGO_SIZE} height={LOGO_SIZE}>
        <path
          d="M9 23l7-14 7 14M11.5 18h9"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>,
    { width: LOGO_SIZE, height: LOGO_SIZE },
  );
}

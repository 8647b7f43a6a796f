import { BRAND_NAME } from '@/lib/constants/site';

export interface ShareCardProps {
  title: string;
  /** The line above the title after a dot of `accent`: an article's category, the blog's badge. */
  label?: string;
  /** The line at the bottom: the marketing pitch, or the blog the card belongs to. */
  footer: string;
  /** The top stripe and the label's dot: a category's colour, or the brand blue. */
  accent: string;
}

/**
 * The 1200×630 share card (Open Graph, Twitter) of the marketing pages and of every blog index and
 * article, drawn by next/og. Satori lays out only flex boxes, so every element with several children
 * says `display: flex`.
 */
export function ShareCard({ title, label, footer, accent }: ShareCardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: '#0b1b3a',
        color: 'white',
        borderTop: `24px solid ${accent}`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            background: '#2563eb',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 34,
          }}
        >
          A
        </div>
        {BRAND_NAME}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {label ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
            <div style={{ width: 20, height: 20, borderRadius: 10, background: accent }} />
            <div style={{ fontSize: 32, color: '#cbd5e1' }}>{label}</div>
          </div>
        ) : null}
        <div
          style={{
            display: 'flex',
            fontSize: title.length > 70 ? 56 : 66,
            fontWeight: 800,
            lineHeight: 1.15,
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: '#dbeafe' }}>{footer}</div>
    </div>
  );
}

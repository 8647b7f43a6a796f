import type { ReactNode } from 'react';
import type { Market } from '@/lib/markets';

/**
 * A market's flag as inline SVG, named by the market for assistive technology. Emoji flags are
 * letters on Windows and empty boxes on a Linux without a colour emoji font; this draws the same
 * everywhere and, being server-rendered markup, adds no JavaScript.
 */
const FLAGS: Record<Market['flag'], { viewBox: string; framed: boolean; body: ReactNode }> = {
  // The world edition: a globe in the text colour.
  globe: {
    viewBox: '0 0 20 14',
    framed: false,
    body: (
      <g fill="none" stroke="currentColor" strokeWidth="1.2">
        <circle cx="10" cy="7" r="6.2" />
        <ellipse cx="10" cy="7" rx="2.6" ry="6.2" />
        <path d="M3.8 7h12.4M4.8 3.6h10.4M4.8 10.4h10.4" />
      </g>
    ),
  },
  // Thirteen stripes (one wide stroke, dashed) and a canton of stars, reduced to dots at this size.
  us: {
    viewBox: '0 0 19 13',
    framed: true,
    body: (
      <>
        <path fill="#fff" d="M0 0h19v13H0z" />
        <path stroke="#b22234" strokeWidth="19" strokeDasharray="1" d="M9.5 0v13" />
        <path fill="#3c3b6e" d="M0 0h8v7H0z" />
        <path
          stroke="#fff"
          strokeWidth=".7"
          strokeLinecap="round"
          strokeDasharray="0 2"
          d="M1 1h7M2 2.5h5M1 4h7M2 5.5h5"
        />
      </>
    ),
  },
  be: {
    viewBox: '0 0 3 2',
    framed: true,
    body: (
      <>
        <path stroke="#000" d="M.5 0v2" />
        <path stroke="#fdda24" d="M1.5 0v2" />
        <path stroke="#ef3340" d="M2.5 0v2" />
      </>
    ),
  },
};

export function MarketFlag({
  market,
  className = 'h-3.5 w-5',
}: {
  market: Pick<Market, 'flag' | 'label'>;
  className?: string;
}) {
  const flag = FLAGS[market.flag];
  return (
    <svg
      role="img"
      aria-label={market.label}
      viewBox={flag.viewBox}
      // Flags fill their box; a hairline frame keeps a flag's white visible on a white page.
      preserveAspectRatio={flag.framed ? 'none' : undefined}
      className={flag.framed ? `shrink-0 ring-1 ring-slate-900/15 ${className}` : `shrink-0 ${className}`}
    >
      {flag.body}
    </svg>
  );
}

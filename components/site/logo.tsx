import { BRAND_NAME } from '@/lib/constants/site';

/** The product mark and name (decorative mark; the name is real text). */
export function Logo() {
  return (
    <span className="text-navy-900 flex items-center gap-2 text-xl font-bold">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#2563eb" />
        <path
          d="M9 23l7-14 7 14M11.5 18h9"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {BRAND_NAME}
    </span>
  );
}

'use client';
import { useCallback, useSyncExternalStore } from 'react';

/** Radix Themes' `md` breakpoint, where the portal's two-column layouts begin. */
export const MEDIUM_UP = '(min-width: 1024px)';

/**
 * Whether a media query matches now, following it as the window changes. For layouts that differ in
 * structure (a table or cards), not just in style, where rendering both and hiding one with CSS would
 * put one form in the page twice. The server's answer is `serverValue` (no window to ask).
 */
export function useMediaQuery(query: string, serverValue = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

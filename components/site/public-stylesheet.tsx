'use client';
import type { ReactNode } from 'react';

/**
 * The server's render reads the stylesheet; the browser's bundle never holds it (the bundler drops the
 * branch for the browser). On hydration React keeps the <style> it finds in the page by its href: a
 * hoisted style resource is matched by href, never by its text.
 */
const css: string =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, and only in the server's bundle
      require('@/app/public.inline.css').default
    : '';

/**
 * The public stylesheet inside the page's <head> (React hoists a style with a precedence there), not
 * a render-blocking <link>: the first paint of a phone on a slow network waits for no second request
 * (issue 40 point 1, docs/adr/0115). Rendered by every public root layout; the flight data names this
 * component and carries none of its text.
 */
export function PublicStylesheet(): ReactNode {
  return (
    <style href="ailex-public" precedence="default">
      {css}
    </style>
  );
}

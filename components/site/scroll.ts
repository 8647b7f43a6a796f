import { SECTION_SCROLL_DELAY_MS } from '@/lib/constants/site';

/** Smooth-scrolls to an in-page section; returns false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}

/** The element id a location hash names; a malformed escape (`#%`, `#100%`) is taken literally, not thrown. */
function hashTarget(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** After arriving from another route with #section, scroll there once the page has settled (spec.md "Header and footer": 100 ms). */
export function scrollToHashSoon(): () => void {
  const id = hashTarget(window.location.hash);
  if (!id) return () => {};
  const timer = window.setTimeout(() => scrollToSection(id), SECTION_SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}

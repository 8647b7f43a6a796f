'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_STORAGE_KEY } from '@/lib/constants/site';

/** CSS variable holding the banner's height while it shows (site.css lifts the floating controls by it). */
const CONSENT_HEIGHT_VAR = '--consent-bar-height';

/**
 * Shown 2 s after load unless accepted before, with the text System Settings gives (the page reads
 * it); 'Accept All' remembers it, 'Customize' only hides it.
 * A bar docked to the bottom that pushes instead of covering: while it shows, its height is published
 * as --consent-bar-height, which lifts the floating state selector and phone button above it and pads
 * the page's end, so nothing interactive is hidden under it on a phone.
 */
export function CookieBanner({ text }: { text: string }) {
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (readAccepted()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const bar = ref.current;
    if (!visible || !bar) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(CONSENT_HEIGHT_VAR, `${bar.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(CONSENT_HEIGHT_VAR);
    };
  }, [visible]);

  if (!visible) return null;

  return (
    <section
      ref={ref}
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white px-4 py-3 shadow-2xl sm:flex sm:items-center sm:justify-center sm:gap-4"
    >
      <p className="text-sm text-slate-700 sm:max-w-2xl">{text}</p>
      <div className="mt-2 flex shrink-0 gap-2 sm:mt-0">
        <Button variant="secondary" onClick={() => setVisible(false)}>
          Customize
        </Button>
        <Button
          onClick={() => {
            try {
              window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'true');
            } catch {
              // Storage can be blocked (private mode); hiding the banner still honours the click.
            }
            setVisible(false);
          }}
        >
          Accept All
        </Button>
      </div>
    </section>
  );
}

function readAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * The readership beacon of the public pages (issue 38, docs/adr/0113): after `load` and an idle moment
 * it posts the pageview to /api/event with navigator.sendBeacon, then loads web-vitals (a chunk of its
 * own) and posts each Core Web Vital of this page load. Client-side navigations post their pageview
 * too. No cookie, no storage; Do Not Track and Global Privacy Control mean nothing is sent. Renders
 * nothing, and is never on the portal's or the previews' layouts.
 */

const ENDPOINT = '/api/event';

type Nav = Navigator & { globalPrivacyControl?: boolean };

const send = (event: Record<string, unknown>) => navigator.sendBeacon(ENDPOINT, JSON.stringify(event));

function afterLoadAndIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

export function AnalyticsBeacon() {
  const pathname = usePathname();
  const loaded = useRef(false);
  useEffect(() => {
    const nav = navigator as Nav;
    if (nav.doNotTrack === '1' || nav.globalPrivacyControl || !nav.sendBeacon) return;
    // Read now, not when the idle callback runs: by then a quick reader may be on the next page, whose
    // own effect counts it (the first page would be lost and the second counted twice).
    const path = location.pathname + location.search;
    const firstLoad = !loaded.current;
    loaded.current = true;
    // After a client-side navigation the referrer is still the one of the page load: the page before
    // was ours, which counts as none.
    const referrer = firstLoad ? document.referrer : '';
    afterLoadAndIdle(() => {
      send({ name: 'pageview', path, referrer });
      // The vitals are those of the page load, reported once per document.
      if (!firstLoad) return;
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
          on(({ name, value }) => send({ name: 'vital', path, metric: name, value }));
        }
      });
    });
  }, [pathname]);
  return null;
}

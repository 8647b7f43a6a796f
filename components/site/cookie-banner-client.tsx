'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_STORAGE_KEY } from '@/lib/constants';

/** Shown 2 s after load unless accepted before; 'Accept All' remembers it, 'Customize' only hides it. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readAccepted()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-4 shadow-2xl sm:flex sm:items-center sm:gap-4"
    >
      <p className="text-sm text-slate-700">
        We use cookies to keep the site working and to understand how it is used. Choose which ones you allow.
      </p>
      <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
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

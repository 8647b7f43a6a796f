'use client';

import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/lib/constants/site';

/** The fixed header's shell: plain at the top, solid once the page is scrolled past 32 px. */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  // null until hydrated: the attribute then also tells tests the header's client code is running.
  const [solid, setSolid] = useState<boolean | null>(null);

  useEffect(() => {
    const update = () => setSolid(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-solid={solid ?? undefined}
      className={clsx(
        'fixed inset-x-0 top-0 z-40 border-b transition-colors duration-200',
        solid ? 'border-slate-200 bg-white/95 shadow-sm backdrop-blur' : 'border-transparent bg-transparent',
      )}
    >
      {children}
    </header>
  );
}

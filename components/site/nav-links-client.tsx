'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { scrollToSection } from './scroll';

const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A link to a landing-page section. On a page that has the section it smooth-scrolls there; from any
 * other route it goes to /#id, where the landing page scrolls to it 100 ms after arriving.
 */
export function SectionLink({
  id,
  className,
  children,
  onNavigate,
}: {
  id: string;
  className?: string;
  children: React.ReactNode;
  onNavigate?: () => void;
}) {
  const router = useRouter();
  return (
    <a
      href={`/#${id}`}
      className={className}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        onNavigate?.();
        if (scrollToSection(id)) {
          window.history.replaceState(null, '', `#${id}`);
        } else {
          router.push(`/#${id}`, { scroll: false });
        }
      }}
    >
      {children}
    </a>
  );
}

/** Link to the top of the home page: smooth-scrolls on /, navigates to / elsewhere (logo and 'Top'). */
export function HomeTopLink({
  className,
  children,
  ariaLabel,
  onNavigate,
}: {
  className?: string;
  children: React.ReactNode;
  ariaLabel?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <Link
      href="/"
      aria-label={ariaLabel}
      className={className}
      onClick={(e) => {
        onNavigate?.();
        if (pathname !== '/' || !isPlainClick(e)) return;
        e.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
        window.history.replaceState(null, '', '/');
      }}
    >
      {children}
    </Link>
  );
}

'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { currentSection, type PortalSection } from '@/lib/admin/portal-nav';

/**
 * The portal's section links; the section of the page on screen carries `aria-current="page"`. Not
 * prefetched: a pending prefetch of every section kept pages from going network-idle (see quick-actions).
 */
export function NavLinks({ sections, onNavigate }: { sections: PortalSection[]; onNavigate?: () => void }) {
  const current = currentSection(usePathname());
  return (
    <ul className="admin-nav-list">
      {sections.map((section) => (
        <li key={section.href}>
          <Link
            href={section.href}
            prefetch={false}
            className="admin-nav-link"
            aria-current={current?.href === section.href ? 'page' : undefined}
            onClick={onNavigate}
          >
            {section.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

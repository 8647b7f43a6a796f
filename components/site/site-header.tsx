import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { BRAND_NAME } from '@/lib/constants/site';
import { SECTION_LINKS } from '@/lib/content/site-copy';
import { LANDING_STATES, type LandingStateCode } from '@/lib/content/states';
import { HeaderFrame } from './header-frame-client';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu-client';
import { HomeTopLink, SectionLink } from './nav-links-client';

const navLinkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700';

/**
 * The public header (server component): logo, section links, blog, Login, 'Get Started' (spec.md "Header and footer") and 'Start free trial'.
 * Only the scroll state, the in-page links and the mobile menu run on the client. Reusable by the blog.
 */
export function SiteHeader({ stateCode }: { stateCode?: LandingStateCode }) {
  return (
    <HeaderFrame>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <HomeTopLink ariaLabel={`${BRAND_NAME} home`} className="rounded-md">
            <Logo />
          </HomeTopLink>
          {stateCode ? (
            // aria-label is not allowed on a plain span (W3C validator): the name is visually hidden text.
            <span className="bg-brand-100 text-brand-700 rounded-full px-2 py-0.5 text-xs font-semibold">
              <span className="sr-only">State: </span>
              {stateCode}
            </span>
          ) : null}
        </div>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {SECTION_LINKS.map((link) => (
            <SectionLink key={link.id} id={link.id} className={navLinkClass}>
              {link.label}
            </SectionLink>
          ))}
          <Link href="/blog" className={navLinkClass}>
            Blog
          </Link>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <Link href="/login" className={buttonClass('ghost')}>
            Login
          </Link>
          <Link href="/login" className={buttonClass('secondary')}>
            Get Started
          </Link>
          <Link href="/login" className={buttonClass('primary')}>
            Start free trial
          </Link>
        </div>
        <MobileMenu
          states={
            stateCode
              ? {
                  current: stateCode,
                  links: LANDING_STATES.map(({ code, name, path }) => ({ code, name, path })),
                }
              : undefined
          }
        />
      </div>
    </HeaderFrame>
  );
}

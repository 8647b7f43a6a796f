import Link from 'next/link';
import {
  MailIcon,
  PhoneIcon,
  SocialFacebookIcon,
  SocialLinkedInIcon,
  SocialXIcon,
  SocialYouTubeIcon,
} from '@/components/ui/icons';
import type { FooterSettings, SocialNetwork } from '@/lib/constants/settings';
import { BRAND_NAME } from '@/lib/constants/site';
import { LANDING_STATES } from '@/lib/content/states';
import { Logo } from './logo';
import { SectionLink } from './nav-links-client';
import { NewsletterForm } from './newsletter-form-client';

const linkClass = 'text-slate-300 hover:text-white';

const SOCIAL: readonly { network: SocialNetwork; name: string; Icon: typeof SocialXIcon }[] = [
  { network: 'x', name: 'X', Icon: SocialXIcon },
  { network: 'linkedin', name: 'LinkedIn', Icon: SocialLinkedInIcon },
  { network: 'facebook', name: 'Facebook', Icon: SocialFacebookIcon },
  { network: 'youtube', name: 'YouTube', Icon: SocialYouTubeIcon },
];

/**
 * The public footer (server component; only the newsletter box runs on the client). Reusable by the
 * blog. The contact details and social links come from System Settings, read by the page.
 */
export function SiteFooter({ settings }: { settings: FooterSettings }) {
  const { contact, social } = settings;
  return (
    <footer className="bg-navy-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <span className="[&_span]:text-white">
            <Logo />
          </span>
          <p className="mt-3 text-sm">The AI legal associate for solo practitioners and small firms.</p>
          {contact.phone || contact.email ? (
            <ul className="mt-4 space-y-2 text-sm" data-testid="footer-contact">
              {contact.phone ? (
                <li>
                  <a href={contact.phoneHref} className={`${linkClass} inline-flex items-center gap-2`}>
                    <PhoneIcon className="h-4 w-4" />
                    {contact.phone}
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  <a
                    href={`mailto:${contact.email}`}
                    className={`${linkClass} inline-flex items-center gap-2`}
                  >
                    <MailIcon className="h-4 w-4" />
                    {contact.email}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
          <div className="mt-4 flex gap-3">
            {SOCIAL.filter(({ network }) => social[network] !== '').map(({ network, name, Icon }) => (
              <a
                key={network}
                href={social[network]}
                className={linkClass}
                aria-label={`${BRAND_NAME} on ${name}`}
                rel="noopener noreferrer"
                target="_blank"
              >
                <Icon />
              </a>
            ))}
          </div>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Product</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <SectionLink id="features" className={linkClass}>
                Features
              </SectionLink>
            </li>
            <li>
              <SectionLink id="pricing" className={linkClass}>
                Pricing
              </SectionLink>
            </li>
          </ul>
        </nav>
        <nav aria-label="Resources">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Resources</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link href="/blog" className={linkClass}>
                Blog
              </Link>
            </li>
            <li>
              <SectionLink id="faq" className={linkClass}>
                FAQ
              </SectionLink>
            </li>
            {LANDING_STATES.map((s) => (
              <li key={s.code}>
                <a href={s.path} className={linkClass}>
                  {`${BRAND_NAME} for ${s.name}`}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Stay in the loop</h2>
          <p className="mt-3 mb-3 text-sm">Practice tips and product news for solo lawyers, once a month.</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
          </p>
          <ul className="flex gap-4">
            <li>
              {/* Placeholder pages (spec.md "Header and footer"): the legal texts are not written yet. */}
              <a href="#" className={linkClass}>
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="#" className={linkClass}>
                Terms of Service
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

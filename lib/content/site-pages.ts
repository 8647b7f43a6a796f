import type { Metadata } from 'next';
import { BRAND_NAME, DEFAULT_TITLE } from '@/lib/constants/site';
import { pageMetadata } from './page-metadata';
import { HOME_DESCRIPTION } from './site-copy';
import { landingState, type LandingStateCode } from './states';

/** Title 'AI legal associate for {state} lawyers' (spec.md "Routes") with the state's description and canonical URL. */
function stateMetadata(code: LandingStateCode): Metadata {
  const state = landingState(code);
  return pageMetadata({
    title: `${DEFAULT_TITLE} for ${state.name} lawyers`,
    description: state.description,
    path: state.path,
    absoluteTitle: true,
  });
}

/**
 * The metadata of each marketing page, by path: the pages export these, and the metadata length test
 * (tests/unit/seo/metadata-lengths.test.ts) reads them without loading the pages' components.
 */
export const SITE_PAGE_METADATA = {
  '/': pageMetadata({ title: DEFAULT_TITLE, description: HOME_DESCRIPTION, path: '/', absoluteTitle: true }),
  '/tx': stateMetadata('TX'),
  '/fl': stateMetadata('FL'),
  '/ny': stateMetadata('NY'),
  '/login': pageMetadata({
    title: 'Login Coming Soon',
    description: `${BRAND_NAME} is rolling out access gradually. Leave your email address to get early access for your practice.`,
    path: '/login',
  }),
  '/security-whitepaper': pageMetadata({
    title: 'Security Overview',
    description: `How ${BRAND_NAME} protects your firm's data: TLS 1.3 and AES-256 with per-tenant keys, zero admin access, SOC-2 certified hosting and no training on client data.`,
    path: '/security-whitepaper',
  }),
} satisfies Record<string, Metadata>;

/** The one 404 page's metadata (app/global-not-found.tsx). No `robots`: Next adds noindex to every 404 itself. */
export const NOT_FOUND_METADATA: Metadata = { title: 'Page Not Found' };

import { STATE_STRIP_COUNT } from '@/lib/constants/site';
import { FEATURES, featureDemo } from '@/lib/content/features';
import { pageMetadata } from '@/lib/content/page-metadata';
import { HERO_DEFAULTS, SECTION_LINKS } from '@/lib/content/site-copy';
import { LANDING_STATES, landingState, US_STATES } from '@/lib/content/states';
import { filterTestimonials, TESTIMONIALS, TESTIMONIALS_ARE_SAMPLES } from '@/lib/content/testimonials';

describe('site content', () => {
  it('lists the 15 states of spec.md "Other shapes" in order with unique codes', () => {
    expect(US_STATES.map((s) => s.code).join(' ')).toBe('TX FL NY OH IL CA PA GA NC MI NJ VA WA AZ MA');
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(STATE_STRIP_COUNT);
  });

  it('gives each state page its own path, hero and description', () => {
    expect(LANDING_STATES.map((s) => [s.code, s.name, s.path])).toEqual([
      ['TX', 'Texas', '/tx'],
      ['FL', 'Florida', '/fl'],
      ['NY', 'New York', '/ny'],
    ]);
    expect(new Set(LANDING_STATES.map((s) => s.heroTitle)).size).toBe(3);
    expect(landingState('FL').name).toBe('Florida');
  });

  it('keeps the spec hero texts exactly', () => {
    expect(HERO_DEFAULTS.title).toBe("Your AI Legal Associate—Works While You're in Court.");
    expect(HERO_DEFAULTS.subtitle).toBe(
      'Research like a librarian, draft like an associate, organize like a paralegal — at solo-firm prices.',
    );
    expect(HERO_DEFAULTS.tagline).toBe('AiLex can do it ALL for you.');
    expect(HERO_DEFAULTS.primaryCta).toBe('Start 14-day free trial');
    expect(HERO_DEFAULTS.secondaryCta).toBe('Watch 90-sec demo');
    expect(SECTION_LINKS.map((l) => l.id)).toEqual(['features', 'pricing', 'faq', 'contact']);
  });

  describe('feature demos read as proper English on every page', () => {
    const pages = [
      { label: 'the home page', stateName: undefined },
      ...LANDING_STATES.map((s) => ({ label: s.path, stateName: s.name })),
    ];
    // Doubled or misplaced fills: "a your state", "the your state", "your state state", "Texas state court".
    const broken = [
      /\{state\}/,
      /\b(a|an|the) your state\b/i,
      /your state state/i,
      /\b(Texas|Florida|New York) state\b/,
    ];

    it.each(pages)('has no broken fill on $label', ({ stateName }) => {
      for (const feature of FEATURES) {
        const demo = featureDemo(feature, stateName);
        for (const line of [demo.prompt, ...demo.response]) {
          for (const pattern of broken)
            expect({ line, match: pattern.test(line) }).toEqual({ line, match: false });
        }
      }
    });

    it('names the state on each state page and no state on the home page', () => {
      for (const feature of FEATURES) {
        const home = featureDemo(feature);
        expect([home.prompt, ...home.response].join(' ')).not.toMatch(/Texas|Florida|New York/);
        for (const state of LANDING_STATES) {
          const demo = featureDemo(feature, state.name);
          expect([demo.prompt, ...demo.response].join(' ')).toContain(state.name);
        }
      }
      expect(featureDemo(FEATURES[0]!, 'Texas').prompt).toBe(
        'What is the statute of limitations for a personal injury claim in Texas?',
      );
      expect(featureDemo(FEATURES[0]!).prompt).toBe(
        'What is the statute of limitations for a personal injury claim in my state?',
      );
    });
  });

  it('filters testimonials by state, and ALL keeps every one', () => {
    expect(TESTIMONIALS_ARE_SAMPLES).toBe(true);
    expect(filterTestimonials(TESTIMONIALS, 'ALL')).toHaveLength(TESTIMONIALS.length);
    const tx = filterTestimonials(TESTIMONIALS, 'TX');
    expect(tx.length).toBeGreaterThan(0);
    expect(tx.every((t) => t.state === 'TX')).toBe(true);
    expect(
      filterTestimonials(
        TESTIMONIALS.filter((t) => t.state !== 'NY'),
        'NY',
      ),
    ).toEqual([]);
  });

  it('builds canonical, Open Graph and Twitter metadata for a page', () => {
    const meta = pageMetadata({
      title: 'Security Overview',
      description: 'How we protect data',
      path: '/security-whitepaper',
    });
    expect(meta.title).toBe('Security Overview');
    expect(meta.alternates?.canonical).toBe('/security-whitepaper');
    expect(meta.openGraph).toMatchObject({
      title: 'Security Overview | AiLex',
      url: '/security-whitepaper',
      description: 'How we protect data',
    });
    expect(meta.twitter).toMatchObject({
      title: 'Security Overview | AiLex',
      description: 'How we protect data',
      images: [{ url: '/og-image.png', alt: expect.stringContaining('AiLex') }],
    });
    expect(meta.openGraph?.images).toEqual([
      {
        url: '/og-image.png',
        width: 1200,
        height: 630,
        type: 'image/png',
        alt: expect.stringContaining('AiLex'),
      },
    ]);
    expect(
      pageMetadata({ title: 'AI legal associate', description: 'd', path: '/', absoluteTitle: true }).title,
    ).toEqual({
      absolute: 'AI legal associate',
    });
  });
});

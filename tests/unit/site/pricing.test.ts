import { annualMonthlyPrice, perUserPrice, planPrice } from '@/lib/pricing';
import { COMPARE_ROWS, PRICING_PLANS } from '@/lib/content/pricing-plans';

describe('pricing', () => {
  it('charges Solo $99, Team $199 and Scale $299 a month by default', () => {
    expect([
      planPrice('solo', 'monthly'),
      planPrice('team', 'monthly'),
      planPrice('scale', 'monthly'),
    ]).toEqual([99, 199, 299]);
  });

  it('prices annual billing at round(monthly × 0.85)', () => {
    expect(annualMonthlyPrice(99)).toBe(84);
    expect(annualMonthlyPrice(199)).toBe(169);
    expect(annualMonthlyPrice(299)).toBe(254);
    expect(annualMonthlyPrice(10)).toBe(9); // 8.5 rounds up
    expect(planPrice('team', 'annual')).toBe(169);
  });

  it('shows about $50/$42, $40/$34 and $30/$25 per user (spec.md "Pricing and ROI calculator")', () => {
    expect([perUserPrice('solo', 'monthly'), perUserPrice('solo', 'annual')]).toEqual([50, 42]);
    expect([perUserPrice('team', 'monthly'), perUserPrice('team', 'annual')]).toEqual([40, 34]);
    expect([perUserPrice('scale', 'monthly'), perUserPrice('scale', 'annual')]).toEqual([30, 25]);
  });

  it('marks only Team as most popular and gives Scale the Contact sales button', () => {
    expect(PRICING_PLANS.map((p) => [p.name, p.popular, p.cta])).toEqual([
      ['Solo', false, 'Start free trial'],
      ['Team', true, 'Start free trial'],
      ['Scale', false, 'Contact sales'],
    ]);
  });

  it('lists every plan feature of spec.md "Pricing and ROI calculator"', () => {
    const features = Object.fromEntries(PRICING_PLANS.map((p) => [p.id, p.features]));
    expect(features.solo).toEqual([
      '2 users',
      '50 research queries per month',
      '20 drafts per month',
      'One practice area: personal injury, family or criminal',
      'AI receptionist add-on: $29/month for 100 minutes',
      'Extra user: $29/month',
    ]);
    expect(features.team).toEqual([
      '5 users',
      'All practice areas',
      'Unlimited research and drafts (fair use applies)',
      'AI receptionist: 250 minutes per month',
    ]);
    // Scale builds on Team, so it reads as more, not as a shorter list.
    expect(PRICING_PLANS.find((p) => p.id === 'scale')?.featuresIntro).toBe('Everything in Team, plus:');
    expect(PRICING_PLANS.filter((p) => p.featuresIntro).map((p) => p.id)).toEqual(['scale']);
    expect(features.scale).toEqual([
      '10 users',
      'AI receptionist: 500 minutes per month',
      'Custom API integration',
      'Dedicated onboarding and support',
      'Priority access to new jurisdictions',
    ]);
  });

  it('gives the compare table a value for every plan on every row', () => {
    for (const row of COMPARE_ROWS) expect(Object.keys(row.values).sort()).toEqual(['scale', 'solo', 'team']);
  });
});

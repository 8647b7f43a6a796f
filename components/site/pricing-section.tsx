import type { SiteContact } from '@/lib/constants/settings';
import { FREE_TRIAL_DAYS } from '@/lib/constants/site';
import { FAQ_ITEMS } from '@/lib/content/faq';
import { CompareTable } from './compare-table-client';
import { ContactForm } from './contact-form-client';
import { Faq } from './faq-client';
import { PricingPlans } from './pricing-plans-client';

/** Pricing (anchor #pricing), holding the FAQ (#faq) and Get In Touch (#contact). */
export function PricingSection({ contact }: { contact: SiteContact }) {
  return (
    <section id="pricing" className="scroll-mt-20 bg-slate-50 py-20" aria-labelledby="pricing-title">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="pricing-title" className="text-navy-900 text-center text-3xl font-bold sm:text-4xl">
          Solo-firm prices
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">
          {FREE_TRIAL_DAYS}-day free trial on every plan. No credit card required.
        </p>
        <PricingPlans />
        <CompareTable />

        <div className="mt-20 grid gap-12 lg:grid-cols-2">
          <div id="faq" className="scroll-mt-20">
            <h2 className="text-navy-900 mb-6 text-2xl font-bold sm:text-3xl">Frequently asked questions</h2>
            <Faq items={FAQ_ITEMS} />
          </div>
          <div id="contact" className="scroll-mt-20">
            <h2 className="text-navy-900 mb-2 text-2xl font-bold sm:text-3xl">Get In Touch</h2>
            <p className="mb-6 text-slate-700">
              Questions about plans, security or your practice area? Write to us.
            </p>
            {contact.phone || contact.email ? (
              <ul className="mb-6 space-y-1 text-slate-700" data-testid="contact-details">
                {contact.phone ? (
                  <li>
                    Call us:{' '}
                    <a href={contact.phoneHref} className="text-brand-700 font-semibold hover:underline">
                      {contact.phone}
                    </a>
                  </li>
                ) : null}
                {contact.email ? (
                  <li>
                    Email:{' '}
                    <a
                      href={`mailto:${contact.email}`}
                      className="text-brand-700 font-semibold hover:underline"
                    >
                      {contact.email}
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : null}
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}

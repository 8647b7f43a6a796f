import Link from 'next/link';
import { CTA_REASSURANCE, TRY_FREE_LABEL, TYPING_SENTENCES } from '@/lib/content/site-copy';
import { TypingText } from './typing-band-client';

/** The call-to-action band with the typing sentences, ending with 'Try AiLex Free'. */
export function CtaBand() {
  return (
    <section className="bg-brand-700 py-20 text-white" aria-labelledby="cta-title">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold sm:text-4xl">
          Your next hour, handled.
        </h2>
        <p className="text-brand-50 mt-6 min-h-[4rem] text-2xl font-medium sm:min-h-[2.5rem]">
          <TypingText sentences={TYPING_SENTENCES} />
        </p>
        <p className="text-brand-50 mx-auto mt-4 max-w-2xl text-lg">{CTA_REASSURANCE}</p>
        <Link
          href="/login"
          className="text-brand-700 hover:bg-brand-50 mt-8 inline-flex items-center rounded-lg bg-white px-6 py-3 font-semibold"
        >
          {TRY_FREE_LABEL}
        </Link>
      </div>
    </section>
  );
}

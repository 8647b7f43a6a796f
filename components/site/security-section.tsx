import Link from 'next/link';
import { ShieldIcon } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { SECURITY_CLAIMS } from '@/lib/content/security';

/** Security section with the security claims (docs/spec.md "Product and audiences") and the link to the security overview. */
export function SecuritySection() {
  return (
    <section className="bg-white py-20" aria-labelledby="security-title">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="security-title" className="text-navy-900 text-center text-3xl font-bold sm:text-4xl">
          Security your clients can count on
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SECURITY_CLAIMS.map((claim) => (
            <li key={claim.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <ShieldIcon className="text-brand-600 h-6 w-6" />
              <h3 className="text-navy-900 mt-3 font-semibold">{claim.title}</h3>
              <p className="mt-1 text-slate-700">{claim.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link href="/security-whitepaper" className={buttonClass('secondary')}>
            Read our security whitepaper
          </Link>
        </div>
      </div>
    </section>
  );
}

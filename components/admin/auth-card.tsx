import Link from 'next/link';
import { ADMIN_ROUTES, BRAND_NAME } from '@/lib/constants';

/** The centred card the sign-in, forgot and reset screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <p className="text-navy-900 mb-6 text-center text-2xl font-bold">{BRAND_NAME}</p>
        <section className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
        <p className="mt-6 text-center text-sm">
          <Link href="/" className="text-slate-600 underline-offset-4 hover:underline">
            Back to Home
          </Link>
        </p>
      </div>
    </main>
  );
}

export const inputClass =
  'block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600';
export const buttonClass =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50';
export const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

/** The error line under a portal form (announced when it appears). */
export function FormAlert({ message }: { message: string | undefined | null }) {
  return message ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** The labelled email field of the sign-in and forgot-password forms. */
export function EmailField({
  value,
  onChange,
  autoComplete,
}: {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'username' | 'email';
}) {
  return (
    <div>
      <label htmlFor="email" className={labelClass}>
        Email
      </label>
      <input
        id="email"
        name="email"
        type="email"
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </div>
  );
}

/** The way back to sign-in under the forgot and reset forms. */
export function BackToSignIn() {
  return (
    <p className="text-center text-sm">
      <Link
        href={ADMIN_ROUTES.signIn}
        className="text-brand-700 font-medium underline-offset-4 hover:underline"
      >
        Back to login
      </Link>
    </p>
  );
}

import Link from 'next/link';
import { TextField } from '@/components/ui/text-field';
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
    <TextField
      id="email"
      name="email"
      label="Email"
      type="email"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The outcome of a recovery step, in place of its form (announced politely). */
export function AuthSuccess({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
    >
      {message}
    </p>
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

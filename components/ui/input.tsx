import type { ComponentProps } from 'react';

const FIELD =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

/** A text input; `aria-invalid` marks it red. `className` adds to the look (e.g. room for a toggle). */
export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${FIELD} ${className}`} {...props} />;
}

export function Textarea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${FIELD} ${className}`} {...props} />;
}

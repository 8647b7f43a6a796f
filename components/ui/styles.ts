import clsx from 'clsx';

/** Button and link looks shared by the public pages (class strings, so server components can use them). */
export function buttonClass(
  variant: 'primary' | 'secondary' | 'ghost' = 'primary',
  size: 'md' | 'lg' = 'md',
): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    size === 'lg' ? 'px-6 py-3 text-base' : 'px-4 py-2 text-sm',
    variant === 'primary' && 'bg-brand-600 text-white hover:bg-brand-700',
    variant === 'secondary' && 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
    variant === 'ghost' && 'text-slate-700 hover:bg-slate-100',
  );
}

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

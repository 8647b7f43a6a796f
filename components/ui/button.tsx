import clsx from 'clsx';
import type { ComponentProps } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';
type ButtonSize = 'md' | 'lg';

/**
 * The button look, for links that read as buttons (a class string, so server components can use it);
 * `className` adds layout such as width or margin.
 */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    size === 'lg' ? 'px-6 py-3 text-base' : 'px-4 py-2 text-sm',
    variant === 'primary' && 'bg-brand-600 text-white hover:bg-brand-700',
    variant === 'secondary' && 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
    variant === 'ghost' && 'text-slate-700 hover:bg-slate-100',
    className,
  );
}

/** A `<button>` (type "button" unless told otherwise, so it never submits a form by accident). */
export function Button({
  variant,
  size,
  type = 'button',
  className,
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

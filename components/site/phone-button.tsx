import { PhoneIcon } from '@/components/ui/icons';

/**
 * Mobile-only floating phone button. The spec gives it no action yet, so it is marked aria-disabled
 * and named 'coming soon': screen readers must not announce it as a working control. It stays
 * focusable (aria-disabled, not disabled) so keyboard and screen-reader users can still learn of it.
 */
export function PhoneButton() {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label="Call us (coming soon)"
      title="Call us (coming soon)"
      data-testid="phone-button"
      className="site-float-above-consent bg-brand-600 fixed right-4 bottom-4 z-30 cursor-not-allowed rounded-full p-4 text-white shadow-lg md:hidden"
    >
      <PhoneIcon />
    </button>
  );
}

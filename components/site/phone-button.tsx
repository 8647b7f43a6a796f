import { PhoneIcon } from '@/components/ui/icons';
import type { SiteContact } from '@/lib/constants/settings';

const className =
  'site-float-above-consent bg-brand-600 fixed right-4 bottom-4 z-30 rounded-full p-4 text-white shadow-lg md:hidden';

/**
 * Mobile-only floating phone button. With a contact phone in System Settings it is the "Call us" link
 * (tel:). Without one the spec gives it no action, so it is marked aria-disabled and named 'coming
 * soon': screen readers must not announce it as a working control. It stays focusable (aria-disabled,
 * not disabled) so keyboard and screen-reader users can still learn of it.
 */
export function PhoneButton({ contact }: { contact: SiteContact }) {
  if (contact.phone) {
    return (
      <a
        href={contact.phoneHref}
        aria-label={`Call us: ${contact.phone}`}
        title={`Call us: ${contact.phone}`}
        data-testid="phone-button"
        className={`${className} focus-visible:ring-brand-300 focus-visible:ring-4 focus-visible:outline-none`}
      >
        <PhoneIcon />
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label="Call us (coming soon)"
      title="Call us (coming soon)"
      data-testid="phone-button"
      className={`${className} cursor-not-allowed`}
    >
      <PhoneIcon />
    </button>
  );
}

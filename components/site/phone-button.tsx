import { PhoneIcon } from '@/components/ui/icons';

/** Mobile-only floating phone button. The spec gives it no action yet, so it does nothing. */
export function PhoneButton() {
  return (
    <button
      type="button"
      aria-label="Call us"
      data-testid="phone-button"
      className="fixed bottom-4 right-4 z-30 rounded-full bg-brand-600 p-4 text-white shadow-lg hover:bg-brand-700 md:hidden"
    >
      <PhoneIcon />
    </button>
  );
}

import { PhoneIcon } from '@/components/ui/icons';

/** Mobile-only floating phone button. The spec gives it no action yet, so it does nothing. */
export function PhoneButton() {
  return (
    <button
      type="button"
      aria-label="Call us"
      data-testid="phone-button"
      className="bg-brand-600 hover:bg-brand-700 fixed right-4 bottom-4 z-30 rounded-full p-4 text-white shadow-lg md:hidden"
    >
      <PhoneIcon />
    </button>
  );
}

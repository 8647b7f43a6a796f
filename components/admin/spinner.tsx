export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 py-12 text-slate-600">
      <span
        aria-hidden="true"
        className="border-brand-100 border-t-brand-600 h-8 w-8 animate-spin rounded-full border-4"
      />
      <span>{label}</span>
    </div>
  );
}

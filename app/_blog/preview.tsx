import { cache } from 'react';
import { findPreview } from '@/lib/server/previews';

/** One read per request for the layout, the metadata and the page (React's per-request cache). */
export const loadPreview = cache((token: string) => findPreview(token));

/**
 * The banner that tells a reviewer this is not the public page. Not dismissable: a screenshot of a
 * preview must never pass for the published article. In English, as the portal is.
 */
export function PreviewBanner({ status }: { status: string }) {
  return (
    <div
      role="note"
      aria-label="Preview"
      data-testid="preview-banner"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900"
    >
      <strong className="mr-2 rounded bg-amber-900 px-2 py-0.5 text-xs tracking-wide text-white uppercase">
        Preview
      </strong>
      {status === 'published'
        ? 'The latest saved version: the public page shows it once it is updated.'
        : 'A draft, not published: only people with this link can see it.'}
    </div>
  );
}

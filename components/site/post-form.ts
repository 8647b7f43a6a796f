import type { LeadAttributionInput } from '@/lib/validations/analytics';

/** Result of posting one of the public forms to its route handler. */
export type PostFormResult = { ok: true } | { ok: false; error: string; fieldErrors: Record<string, string> };

/**
 * Where the form is sent from (issue 38, docs/adr/0113): the page with its query, which carries the
 * UTM parameters and an article's `from=`, and the page's referrer. Read at the moment of the post and
 * sent with it: nothing is stored on the device, so the statically cached pages stay as they are.
 */
function pageAttribution(): NonNullable<LeadAttributionInput> {
  return { page: location.pathname + location.search, referrer: document.referrer };
}

/**
 * POSTs JSON to a public form API, with the page's attribution, and turns a 4xx body `{ error, details }`
 * into field errors.
 */
export async function postForm(url: string, data: Record<string, string>): Promise<PostFormResult> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...data, attribution: pageAttribution() }),
    });
    if (res.ok) return { ok: true };
    const body = (await res.json().catch(() => ({}))) as { error?: string; details?: Record<string, string> };
    return {
      ok: false,
      error: body.error ?? 'Something went wrong. Please try again.',
      fieldErrors: body.details ?? {},
    };
  } catch {
    return {
      ok: false,
      error: 'Could not reach the server. Please check your connection and try again.',
      fieldErrors: {},
    };
  }
}

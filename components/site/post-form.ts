/** Result of posting one of the public forms to its route handler. */
export type PostFormResult = { ok: true } | { ok: false; error: string; fieldErrors: Record<string, string> };

/** POSTs JSON to a public form API and turns a 4xx body `{ error, details }` into field errors. */
export async function postForm(url: string, data: Record<string, string>): Promise<PostFormResult> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
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

import { z } from 'zod';
import { ApiError } from '@/lib/server/http/api-error';
import { assertWellFormedParams, parseSearchParams, readJsonBody } from '@/lib/server/http/request';

// Finding 4: PostgreSQL refuses U+0000 in text, so a NUL that reached a query was a 500. The shared
// readers refuse it with a 400 before any schema or query runs.
const anyBody = z.unknown();

function jsonRequest(body: string): Request {
  return new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return err instanceof ApiError ? err.status : -1;
  }
}

describe('NUL characters in string inputs', () => {
  it('refuses a NUL escape in any JSON string, nested or as a key, with 400', async () => {
    for (const body of [
      '{"email":"a\\u0000@b.example"}',
      '{"article":{"title":["ok","x\\u0000"]}}',
      '{"k\\u0000":1}',
    ]) {
      expect(await statusOf(readJsonBody(jsonRequest(body), anyBody))).toBe(400);
    }
  });

  it('accepts the same bodies without the NUL', async () => {
    await expect(readJsonBody(jsonRequest('{"email":"a@b.example"}'), anyBody)).resolves.toEqual({
      email: 'a@b.example',
    });
  });

  it('refuses a body nested deeper than any payload of the app', async () => {
    expect(await statusOf(readJsonBody(jsonRequest('['.repeat(5000) + ']'.repeat(5000)), anyBody))).toBe(400);
  });

  it('refuses a NUL in a query parameter value or name', async () => {
    for (const query of ['?search=%00', '?a%00=1', '?page=1&category=x%00y']) {
      expect(
        await statusOf(
          Promise.resolve().then(() => parseSearchParams(new Request('http://localhost/a' + query), anyBody)),
        ),
      ).toBe(400);
    }
  });

  it('refuses a NUL in a route param', async () => {
    expect(await statusOf(assertWellFormedParams({ params: Promise.resolve({ slug: 'a\u0000' }) }))).toBe(
      400,
    );
    await expect(
      assertWellFormedParams({ params: Promise.resolve({ slug: 'ok' }) }),
    ).resolves.toBeUndefined();
  });
});

/** @jest-environment jsdom */
import { setSignInInPlace, setSignInNavigation } from '@/components/admin/auth-storage';
import { adminFetch } from '@/components/admin/kit/admin-fetch';
import { noteSessionUse, tokenSecondsLeft } from '@/components/admin/kit/session-renewal';

// jsdom has no Response: the fetcher reads only these members of one.
const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => JSON.stringify(body),
  json: async () => body,
});

/** A token shaped like the server's (only `exp` is read in the browser; the signature is the server's business). */
const tokenExpiringIn = (seconds: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')}.s`;

describe('sliding renewal in the browser (ADR 0076)', () => {
  const fetchMock = jest.fn();
  let now = 1_900_000_000_000;
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    localStorage.clear();
    // Each test a minute and more after the last: the once-a-minute throttle never carries over.
    now += 120_000;
    jest.spyOn(Date, 'now').mockReturnValue(now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads the seconds left from the token', () => {
    expect(tokenSecondsLeft(tokenExpiringIn(3600))).toBeCloseTo(3600, 0);
    expect(tokenSecondsLeft('not-a-token')).toBeNull();
  });

  it('exchanges a token with less than half its life left when the admin is at work', async () => {
    const old = tokenExpiringIn(3 * 3600);
    localStorage.setItem('adminToken', old);
    fetchMock.mockResolvedValue(json(200, { renewed: true, token: 'renewed-token' }));
    noteSessionUse();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/sessions/renew',
      expect.objectContaining({ method: 'POST', headers: { authorization: `Bearer ${old}` } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem('adminToken')).toBe('renewed-token');
    // At most one attempt a minute.
    noteSessionUse();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while the token has more than half its life left', () => {
    localStorage.setItem('adminToken', tokenExpiringIn(7 * 3600));
    noteSessionUse();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a write whose session has ended', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    localStorage.clear();
  });

  it('opens sign-in in place and, once signed in, is sent again with the new token and the same body', async () => {
    localStorage.setItem('adminToken', 'ended');
    const navigate = jest.fn();
    const restoreNavigation = setSignInNavigation(navigate);
    const signIn = jest.fn(async () => {
      expect(localStorage.getItem('adminToken')).toBeNull();
      localStorage.setItem('adminToken', 'fresh');
      return true;
    });
    const restore = setSignInInPlace(signIn);
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'Unauthorized' }))
      .mockResolvedValueOnce(json(200, { message: 'Article updated successfully' }));
    try {
      await expect(
        adminFetch('/api/admin/blog/articles/1', { method: 'PUT', body: { title: 'Typed' } }),
      ).resolves.toEqual({ message: 'Article updated successfully' });
    } finally {
      restore();
      restoreNavigation();
    }
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    const retry = fetchMock.mock.calls[1]?.[1];
    expect(retry.headers.authorization).toBe('Bearer fresh');
    expect(retry.body).toBe(JSON.stringify({ title: 'Typed' }));
  });

  it('goes to the sign-in page when the admin leaves the dialog', async () => {
    localStorage.setItem('adminToken', 'ended');
    const navigate = jest.fn();
    const restoreNavigation = setSignInNavigation(navigate);
    const restore = setSignInInPlace(async () => false);
    fetchMock.mockResolvedValue(json(401, { error: 'Unauthorized' }));
    try {
      await expect(adminFetch('/api/admin/categories', { method: 'POST', body: {} })).rejects.toMatchObject({
        status: 401,
      });
    } finally {
      restore();
      restoreNavigation();
    }
    expect(navigate).toHaveBeenCalledWith('/admin-secret-portal');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

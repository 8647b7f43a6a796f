/** @jest-environment jsdom */
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { setSignInInPlace, setSignInNavigation } from '@/components/admin/auth-storage';
import { AdminApiError, adminFetch } from '@/components/admin/kit/admin-fetch';
import { createAdminQueryClient, QueryProvider } from '@/components/admin/kit/query-provider';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

// jsdom has no Response: the fetcher reads only these members of one.
const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => JSON.stringify(body),
});

describe('the portal fetcher', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    replace.mockReset();
    global.fetch = fetchMock;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the stored bearer token', async () => {
    localStorage.setItem('adminToken', 'tok');
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(adminFetch('/api/admin/verify')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[1].headers).toEqual({ authorization: 'Bearer tok' });
  });

  it('turns a 401 into the session-expired flow: credentials cleared, page remembered, sign-in', async () => {
    window.history.replaceState(null, '', '/admin-secret-portal/dashboard/leads?type=contact');
    localStorage.setItem('adminToken', 'old');
    localStorage.setItem('adminUser', '{}');
    const navigate = jest.fn();
    const restore = setSignInNavigation(navigate);
    fetchMock.mockResolvedValue(json(401, { error: 'Unauthorized' }));
    try {
      await expect(adminFetch('/api/admin/submissions')).rejects.toMatchObject({ status: 401 });
    } finally {
      restore();
    }
    expect(navigate).toHaveBeenCalledWith('/admin-secret-portal');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(sessionStorage.getItem('adminReturnTo')).toBe('/admin-secret-portal/dashboard/leads?type=contact');
  });

  it('keeps a 401 of an anonymous call (a wrong password) as an answer, not an expiry', async () => {
    const navigate = jest.fn();
    const restore = setSignInNavigation(navigate);
    fetchMock.mockResolvedValue(json(401, { error: 'Invalid credentials' }));
    try {
      const failure = await adminFetch('/api/websiteadmin/login', { method: 'POST', anonymous: true }).catch(
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(AdminApiError);
      expect((failure as AdminApiError).serverMessage).toBe('Invalid credentials');
    } finally {
      restore();
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a 401 on signing out as done: no sign-in dialog (signing in only to sign out), no redirect', async () => {
    localStorage.setItem('adminToken', 'ended');
    const navigate = jest.fn();
    const signInHere = jest.fn(async () => {
      localStorage.setItem('adminToken', 'new');
      return true;
    });
    const restoreNavigation = setSignInNavigation(navigate);
    const restoreDialog = setSignInInPlace(signInHere);
    try {
      fetchMock.mockResolvedValueOnce(json(401, { error: 'Unauthorized' }));
      await expect(
        adminFetch('/api/websiteadmin/logout', { method: 'POST', signsOut: true }),
      ).rejects.toMatchObject({ status: 401 });
      expect(signInHere).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(1);

      // Any other write with the same answer signs in again in place and is sent once more.
      fetchMock.mockResolvedValueOnce(json(401, { error: 'Unauthorized' }));
      fetchMock.mockResolvedValueOnce(json(200, { message: 'ok' }));
      await expect(adminFetch('/api/admin/blog/categories', { method: 'POST', body: {} })).resolves.toEqual({
        message: 'ok',
      });
      expect(signInHere).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[2]?.[1].headers).toMatchObject({ authorization: 'Bearer new' });
    } finally {
      restoreDialog();
      restoreNavigation();
    }
  });

  it("keeps a password-checking call's wrong-password 401 as the form's answer, but not the session check's own", async () => {
    localStorage.setItem('adminToken', 'tok');
    const navigate = jest.fn();
    const restore = setSignInNavigation(navigate);
    try {
      fetchMock.mockResolvedValue(json(401, { error: 'Current password is incorrect' }));
      const wrong = await adminFetch('/api/admin/account/email', {
        method: 'POST',
        checksPassword: true,
      }).catch((e: unknown) => e);
      expect(wrong).toMatchObject({ status: 401, sessionExpired: false });
      expect(navigate).not.toHaveBeenCalled();
      expect(localStorage.getItem('adminToken')).toBe('tok');

      // An earlier case's expiry holds further ones back for a second (several failures, one redirect).
      await new Promise((r) => setTimeout(r, 1100));
      window.history.replaceState(null, '', '/admin-secret-portal/confirm-email/abc');
      fetchMock.mockResolvedValue(json(401, { error: 'Unauthorized' }));
      const expired = await adminFetch('/api/admin/account/email', {
        method: 'POST',
        checksPassword: true,
      }).catch((e: unknown) => e);
      expect(expired).toMatchObject({ status: 401, sessionExpired: true });
      expect(navigate).toHaveBeenCalledWith('/admin-secret-portal');
      // The email-change link is a page sign-in brings the person back to.
      expect(sessionStorage.getItem('adminReturnTo')).toBe('/admin-secret-portal/confirm-email/abc');
    } finally {
      restore();
    }
  });
});

function Articles() {
  const query = useQuery({ queryKey: ['t'], queryFn: () => adminFetch<{ n: number }>('/api/x') });
  if (query.isError) return <p>failed</p>;
  return <p>{query.data ? `loaded ${query.data.n}` : 'loading'}</p>;
}

describe('the query client', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('retries a 503 with a retry notice, then shows the answer', async () => {
    fetchMock
      .mockResolvedValueOnce(json(503, { error: 'Service unavailable' }))
      .mockResolvedValueOnce(json(503, { error: 'Service unavailable' }))
      .mockResolvedValueOnce(json(200, { n: 7 }));
    render(
      <Theme>
        <QueryProvider client={createAdminQueryClient(() => 30)}>
          <Articles />
        </QueryProvider>
      </Theme>,
    );
    expect(await screen.findByText(/Service temporarily unavailable — retrying/)).toBeInTheDocument();
    expect(await screen.findByText('loaded 7')).toBeInTheDocument();
    expect(screen.queryByText(/Service temporarily unavailable/)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 4xx', async () => {
    fetchMock.mockResolvedValue(json(404, { error: 'Not found' }));
    render(
      <QueryClientProvider client={createAdminQueryClient(() => 1)}>
        <Articles />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});

describe('the way back after signing in again', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns once to the portal page an expired session interrupted, else to the dashboard', async () => {
    const { takeReturnPath } = await import('@/components/admin/auth-storage');
    sessionStorage.setItem('adminReturnTo', '/admin-secret-portal/dashboard/leads?type=contact');
    expect(takeReturnPath()).toBe('/admin-secret-portal/dashboard/leads?type=contact');
    expect(takeReturnPath()).toBe('/admin-secret-portal/dashboard');
  });

  it('never returns outside the dashboard', async () => {
    const { takeReturnPath } = await import('@/components/admin/auth-storage');
    for (const stored of [
      'https://evil.example/',
      '//evil.example',
      '/admin-secret-portal/dashboard//x',
      '/blog',
    ]) {
      sessionStorage.setItem('adminReturnTo', stored);
      expect(takeReturnPath()).toBe('/admin-secret-portal/dashboard');
    }
  });
});

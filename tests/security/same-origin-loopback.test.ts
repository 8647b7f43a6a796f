import { NextRequest } from 'next/server';
import { assertSameOriginForCookieAuth } from '@/lib/server/http/same-origin';

// The laptop default SITE_URL is http://localhost:3000; a newcomer who opens http://127.0.0.1:3000 must
// still be able to sign in, while every non-loopback origin stays refused.
const post = (origin: string) =>
  new NextRequest('http://127.0.0.1:3000/api/websiteadmin/login', { method: 'POST', headers: { origin } });

describe('the origin check on a loopback SITE_URL', () => {
  const site = 'http://localhost:3000';

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])('accepts %s', (origin) => {
    expect(() => assertSameOriginForCookieAuth(post(origin), site)).not.toThrow();
  });

  it.each([
    'http://127.0.0.1:3001',
    'https://127.0.0.1:3000',
    'http://evil.example:3000',
    'http://localhost.evil.example:3000',
  ])('refuses %s', (origin) => {
    expect(() => assertSameOriginForCookieAuth(post(origin), site)).toThrow('Cross-origin request refused');
  });

  it('accepts no loopback alias when SITE_URL is a public host', () => {
    expect(() =>
      assertSameOriginForCookieAuth(post('http://127.0.0.1:3000'), 'http://www.ailex.example:3000'),
    ).toThrow('Cross-origin request refused');
  });
});

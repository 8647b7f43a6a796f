import { NextRequest } from 'next/server';
import { readSessionToken } from '@/lib/server/http/request-token';

const request = (headers: Record<string, string>) =>
  new NextRequest('http://localhost:3000/api/admin/verify', { headers });

describe('reading the session token of a request', () => {
  it('prefers the bearer header over the cookie', () => {
    expect(readSessionToken(request({ authorization: 'Bearer abc', cookie: 'admin_session=xyz' }))).toEqual({
      token: 'abc',
      via: 'bearer',
    });
    expect(readSessionToken(request({ authorization: 'bearer   abc ' }))?.token).toBe('abc');
  });

  it('falls back to the session cookie among others', () => {
    expect(readSessionToken(request({ cookie: 'other=1; admin_session=xyz' }))).toEqual({
      token: 'xyz',
      via: 'cookie',
    });
    expect(readSessionToken(request({ authorization: 'Basic abc', cookie: 'admin_session=xyz' }))?.via).toBe(
      'cookie',
    );
  });

  it('finds no token in an empty or malformed request', () => {
    expect(readSessionToken(request({}))).toBeUndefined();
    expect(readSessionToken(request({ authorization: 'Bearer' }))).toBeUndefined();
    expect(readSessionToken(request({ cookie: 'admin_session=%E0%A4%A' }))).toBeUndefined();
    expect(readSessionToken(request({ cookie: 'admin_session=' }))).toBeUndefined();
  });
});

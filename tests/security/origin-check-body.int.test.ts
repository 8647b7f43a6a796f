import { POST as login } from '@/app/api/websiteadmin/login/route';
import { resetConfigForTests } from '@/lib/config';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

// Under `next start` the request a handler gets may not be an instance of this bundle's NextRequest.
// The origin check must then read the headers without taking the body from the handler.
describe(`the origin check leaves the body to the handler [${testDbKind()}]`, () => {
  useTestDatabase();
  beforeAll(() => {
    process.env.SITE_URL = 'http://localhost:3000';
    resetConfigForTests();
  });
  afterAll(() => {
    delete process.env.SITE_URL;
    resetConfigForTests();
  });

  it('answers a sign-in sent as a plain Request with its body read (401 for a wrong password, not a 500)', async () => {
    const request = new Request('http://localhost:3000/api/websiteadmin/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'x-forwarded-for': '10.9.9.9',
      },
      body: JSON.stringify({ email: 'nobody@firm.example', password: 'Wrong-pass1' }),
    });
    const res = await login(request, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: 'Invalid credentials' });
  });
});

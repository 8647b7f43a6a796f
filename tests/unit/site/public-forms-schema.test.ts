import { contactBody, earlyAccessBody, newsletterBody } from '@/lib/validations/public-forms';

describe('public form schemas', () => {
  it('trims names, lowercases the email and drops a blank message for early access', () => {
    expect(
      earlyAccessBody.parse({
        firstName: ' Ana ',
        lastName: 'Reyes ',
        email: ' Ana@Example.COM ',
        message: '  ',
      }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana@example.com',
      message: undefined,
    });
  });

  it('requires first name, last name and a valid email, each with its own message', () => {
    const result = earlyAccessBody.safeParse({ firstName: ' ', email: 'nope' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
  });

  it('requires a message on the contact form but not on early access', () => {
    expect(contactBody.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co' }).success).toBe(false);
    expect(earlyAccessBody.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co' }).success).toBe(true);
  });

  it('limits lengths: names 100, message 5000, email 254', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'hi' };
    expect(contactBody.safeParse({ ...base, firstName: 'x'.repeat(100) }).success).toBe(true);
    expect(contactBody.safeParse({ ...base, firstName: 'x'.repeat(101) }).success).toBe(false);
    expect(contactBody.safeParse({ ...base, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(newsletterBody.safeParse({ email: `${'x'.repeat(250)}@b.co`, market: 'usa' }).success).toBe(false);
  });

  it('passes the honeypot through so the service can drop the post', () => {
    expect(newsletterBody.parse({ email: 'a@b.co', market: 'usa', website: 'spam' })).toEqual({
      email: 'a@b.co',
      market: 'usa',
      website: 'spam',
    });
  });
});

import { forgotPasswordBody } from '@/lib/validations/auth';
import { email, emailAddress } from '@/lib/validations/email';
import { newsletterBody } from '@/lib/validations/public-forms';

const firstError = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the shared email schema', () => {
  it('trims and lowercases a valid address', () => {
    expect(email.parse('  Jane.Doe@Firm.EXAMPLE ')).toBe('jane.doe@firm.example');
  });

  it('names a missing or blank address, in the wording each form passes', () => {
    expect(firstError(email.safeParse(undefined))).toBe('Email is required');
    expect(firstError(email.safeParse('   '))).toBe('Email is required');
    expect(firstError(emailAddress('Please enter your email address').safeParse(''))).toBe(
      'Please enter your email address',
    );
  });

  it('refuses a malformed or over-long address with one message each', () => {
    expect(firstError(email.safeParse('jane@'))).toBe('Please enter a valid email address');
    const long = `${'x'.repeat(250)}@b.co`;
    expect(firstError(email.safeParse(long))).toBe('Email must be at most 254 characters');
    expect(email.safeParse(`${'x'.repeat(249)}@b.co`).success).toBe(true);
  });

  it('is the one the public forms and forgot-password use', () => {
    const long = `${'x'.repeat(250)}@b.co`;
    expect(firstError(newsletterBody.safeParse({ email: long }))).toBe(firstError(email.safeParse(long)));
    expect(firstError(forgotPasswordBody.safeParse({ email: long }))).toBe(
      'Email must be at most 254 characters',
    );
  });
});

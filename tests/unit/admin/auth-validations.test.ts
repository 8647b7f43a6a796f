import {
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
  resetTokenParams,
  verifyTokenBody,
} from '@/lib/validations/auth';
import { PASSWORD_RULES, passwordRuleError } from '@/lib/validations/password';

const TOKEN = 'a'.repeat(43);
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('password rules (spec.md "Password rules")', () => {
  it.each([
    ['', 'Password must be at least 8 characters long'],
    ['Ab1', 'Password must be at least 8 characters long'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
    [`Aa1${'b'.repeat(70)}`, 'Password must be at most 72 characters long'],
  ])('gives the first failing message for %p', (password, message) => {
    expect(passwordRuleError(password)).toBe(message);
  });

  it('accepts a password that meets every rule, up to 72 bytes', () => {
    expect(passwordRuleError('Abcdefg1')).toBeUndefined();
    expect(passwordRuleError(`Aa1${'b'.repeat(69)}`)).toBeUndefined();
  });

  it('counts bytes, not characters, against the bcrypt ceiling', () => {
    expect(passwordRuleError(`Aa1${'é'.repeat(35)}`)).toBe('Password must be at most 72 characters long');
  });

  it('lists the four checklist rules in the spec order', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['length', 'upper', 'lower', 'digit']);
  });
});

describe('auth request schemas', () => {
  it('trims and lowercases the forgot-password email, and names a blank one with the spec message', () => {
    expect(forgotPasswordBody.parse({ email: '  Jane@Firm.Example ' })).toEqual({
      email: 'jane@firm.example',
    });
    expect(firstError(forgotPasswordBody.safeParse({ email: '   ' }))).toBe(
      'Please enter your email address',
    );
    expect(firstError(forgotPasswordBody.safeParse({}))).toBe('Please enter your email address');
    expect(firstError(forgotPasswordBody.safeParse({ email: 'nope' }))).toBe(
      'Please enter a valid email address',
    );
  });

  it('requires both login fields and refuses wrong types', () => {
    expect(firstError(loginBody.safeParse({ password: 'x' }))).toBe('Email is required');
    expect(firstError(loginBody.safeParse({ email: 'a@b.example', password: 42 }))).toBe(
      'Password is required',
    );
  });

  it('checks the reset body: missing token, password rules, then token shape', () => {
    expect(firstError(resetPasswordBody.safeParse({ newPassword: 'GoodPass1' }))).toBe('Invalid reset link');
    expect(firstError(resetPasswordBody.safeParse({ token: TOKEN }))).toBe('Please fill in all fields');
    expect(firstError(resetPasswordBody.safeParse({ token: TOKEN, newPassword: 'weak' }))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(firstError(resetPasswordBody.safeParse({ token: 'short', newPassword: 'GoodPass1' }))).toBe(
      'Invalid or expired reset token',
    );
    expect(resetPasswordBody.parse({ token: TOKEN, newPassword: 'GoodPass1' })).toEqual({
      token: TOKEN,
      newPassword: 'GoodPass1',
    });
  });

  it('accepts only 43-character base64url reset tokens in the link', () => {
    expect(resetTokenParams.safeParse({ token: TOKEN }).success).toBe(true);
    expect(resetTokenParams.safeParse({ token: `${'a'.repeat(42)}=` }).success).toBe(false);
    expect(resetTokenParams.safeParse({ token: 'a'.repeat(44) }).success).toBe(false);
  });

  it('requires a token string to verify', () => {
    expect(firstError(verifyTokenBody.safeParse({ token: '' }))).toBe('Token is required');
    expect(verifyTokenBody.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
  });
});

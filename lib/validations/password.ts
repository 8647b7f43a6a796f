import { z } from 'zod';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from '@/lib/constants/auth';

/** spec.md "Password rules" password rules, in the order the screens check them; the first failure is the one shown. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    message: 'Password must be at least 8 characters long',
    label: `At least ${MIN_PASSWORD_LENGTH} characters`,
    test: (p: string) => p.length >= MIN_PASSWORD_LENGTH,
  },
  {
    id: 'upper',
    message: 'Password must contain at least one uppercase letter',
    label: 'One uppercase letter',
    test: (p: string) => /[A-Z]/.test(p),
  },
  {
    id: 'lower',
    message: 'Password must contain at least one lowercase letter',
    label: 'One lowercase letter',
    test: (p: string) => /[a-z]/.test(p),
  },
  {
    id: 'digit',
    message: 'Password must contain at least one number',
    label: 'One number',
    test: (p: string) => /[0-9]/.test(p),
  },
] as const;

const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_BYTES} characters long`;

function byteLength(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** The first failing spec.md "Password rules" rule, then the bcrypt length ceiling (not in the checklist: rarely hit). */
export function passwordRuleError(password: string): string | undefined {
  const rule = PASSWORD_RULES.find((r) => !r.test(password));
  if (rule) return rule.message;
  if (byteLength(password) > MAX_PASSWORD_BYTES) return PASSWORD_TOO_LONG;
  return undefined;
}

export const newPassword = z.string().superRefine((value, ctx) => {
  const message = passwordRuleError(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

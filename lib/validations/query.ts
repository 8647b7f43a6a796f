import { z } from 'zod';

/**
 * A whole-number query parameter that may only take one of `allowed` (values that each make a cache
 * entry); absent or empty means `fallback`. The 400 names it and the values it takes.
 */
export const intParamIn = (name: string, allowed: readonly number[], fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!allowed.includes(n) || String(n) !== v) {
        const expected = allowed.length === 1 ? `${allowed[0]}` : `one of ${allowed.join(', ')}`;
        ctx.addIssue({ code: 'custom', message: `Invalid ${name}: expected ${expected}` });
        return z.NEVER;
      }
      return n;
    });

/** A whole-number query parameter in [min, max]; absent or empty means `fallback`. The 400 names it. */
export const intParam = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `Invalid ${name}: expected a whole number from ${min} to ${max}`,
        });
        return z.NEVER;
      }
      return n;
    });

import { z } from 'zod';

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

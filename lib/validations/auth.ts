import { z } from 'zod';

export const email = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(254));

export const loginBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

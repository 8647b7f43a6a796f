import { z } from 'zod';

export const sessionIdParams = z.object({ id: z.uuid('Session id must be a valid id') });

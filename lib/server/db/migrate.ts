import 'server-only';
import path from 'node:path';

/** Where drizzle-kit writes the SQL migrations (also `supabase db push`'s folder). */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'supabase', 'migrations');

// GET /api/admin/blog/trash — the articles in the trash, most recently trashed first
import { NextResponse } from 'next/server';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { listTrash } from '@/lib/server/publishing';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => NextResponse.json({ articles: await listTrash() }));

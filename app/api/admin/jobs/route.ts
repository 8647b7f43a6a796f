// GET /api/admin/jobs — every job: schedule, last run and outcome, next run, running now (admins only; ADR 0107)
import { NextResponse } from 'next/server';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { listJobs } from '@/lib/server/jobs';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => NextResponse.json({ jobs: await listJobs() }), ADMIN_ONLY);

// POST (or GET, as Vercel Cron sends) /api/cron/{job} — run the job if it is due, or every due job for `due`; Bearer $CRON_SECRET (ADR 0107)
import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { CRON_ALL_DUE_JOBS } from '@/lib/constants/jobs';
import { bearerMatches } from '@/lib/server/http/bearer';
import { assertWellFormedParams } from '@/lib/server/http/request';
import { privateNoStore, toErrorResponse } from '@/lib/server/http/responses';
import { inProcessRunnerToken, runDueJobs, runJobIfDue } from '@/lib/server/jobs';
import { cronJobParams } from '@/lib/validations/jobs';

export const dynamic = 'force-dynamic';
// A run answers when it has finished; a serverless function must live that long (Vercel's maximum on Pro).
export const maxDuration = 300;

type Context = { params: Promise<{ job: string }> };

async function runCron(request: NextRequest, { params }: Context): Promise<Response> {
  const authorization = request.headers.get('authorization');
  // This server's own runner (a Node host) ticks through here too, with a token only this process knows.
  const runnerToken = inProcessRunnerToken();
  const fromRunner = runnerToken !== undefined && bearerMatches(authorization, runnerToken);
  if (!fromRunner) {
    const secret = getConfig().cronSecret;
    if (!secret) {
      return NextResponse.json({ error: 'Cron requests are off: CRON_SECRET is not set' }, { status: 503 });
    }
    if (!bearerMatches(authorization, secret)) {
      return NextResponse.json(
        { error: 'Unauthorized' },
        { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="cron"' } },
      );
    }
  }
  try {
    // A malformed job name is a 400 naming it, as on every other route (a stranger got the 401 above).
    await assertWellFormedParams({ params });
    const { job } = cronJobParams.parse(await params);
    if (job === CRON_ALL_DUE_JOBS) {
      return NextResponse.json({ runs: await runDueJobs({ trigger: fromRunner ? 'schedule' : 'cron' }) });
    }
    const run = await runJobIfDue(job);
    return NextResponse.json({ runs: run ? [run] : [] });
  } catch (err) {
    return toErrorResponse(err);
  }
}

export const POST = async (request: NextRequest, context: Context) =>
  privateNoStore(await runCron(request, context));
export const GET = POST;

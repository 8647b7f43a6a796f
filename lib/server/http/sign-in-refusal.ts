import 'server-only';
import { NextResponse } from 'next/server';

const RATE_LIMITED = 'Too many sign-in attempts from your network. Please wait a minute and try again.';

/** The lock's real remaining time, rounded up: '15 minutes' on a first lock, '4 hours' on a long one. */
function lockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const time =
    hours === 0
      ? unit(minutes, 'minute')
      : [unit(hours, 'hour'), rest ? unit(rest, 'minute') : ''].join(' ').trim();
  return `Too many failed sign-in attempts. This account is locked for ${time}; try again later.`;
}

/** The 429 of a sign-in step refused by the address limit or an account lock (password or code step). */
export function signInRefusal(result: {
  reason: 'locked' | 'rate_limited';
  retryAfterSeconds: number;
}): Response {
  return NextResponse.json(
    {
      success: false,
      error: result.reason === 'locked' ? lockedMessage(result.retryAfterSeconds) : RATE_LIMITED,
    },
    { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
  );
}

'use client';
import { useEffect } from 'react';
import { SESSION_RENEW_BELOW_SECONDS } from '@/lib/constants/auth';
import { readAdminToken, replaceAdminToken } from '../auth-storage';

/**
 * Sliding renewal, the browser's half (ADR 0076): while the admin works (types, clicks, or the portal
 * calls the API for them), a token with less than half its life left is exchanged for a new one. The
 * server decides for itself and keeps the session revocable; this only avoids asking when there is
 * nothing to renew. At most one attempt a minute.
 */
const MIN_INTERVAL_MS = 60_000;
let lastAttempt = 0;
let inFlight = false;

/** Seconds until the token's `exp`, read from its payload (no check: the server checks it). */
export function tokenSecondsLeft(token: string, now: number = Date.now()): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp: unknown = json && typeof json === 'object' ? Reflect.get(json, 'exp') : undefined;
    return typeof exp === 'number' ? exp - now / 1000 : null;
  } catch {
    return null;
  }
}

/** Called on each sign of use; renews in the background when due. */
export function noteSessionUse(): void {
  const token = readAdminToken();
  if (!token || inFlight || Date.now() - lastAttempt < MIN_INTERVAL_MS) return;
  const left = tokenSecondsLeft(token);
  if (left === null || left > SESSION_RENEW_BELOW_SECONDS || left <= 0) return;
  lastAttempt = Date.now();
  inFlight = true;
  void renew(token).finally(() => {
    inFlight = false;
  });
}

async function renew(token: string): Promise<void> {
  try {
    // A plain fetch, not adminRequest: a refused renewal is no reason to interrupt the admin (the next
    // real call will find out), and its success must not count as use again.
    const response = await fetch('/api/admin/sessions/renew', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    const body: unknown = await response.json().catch(() => undefined);
    const renewed = body && typeof body === 'object' ? Reflect.get(body, 'token') : undefined;
    // Only if nobody signed in again meanwhile (a newer token is not overwritten by an older session's).
    if (response.ok && typeof renewed === 'string' && readAdminToken() === token) replaceAdminToken(renewed);
  } catch {
    // Offline for a moment: the next sign of use tries again.
  }
}

/** Typing and clicking anywhere in the portal count as use. */
export function useSessionRenewal(): void {
  useEffect(() => {
    const onUse = () => noteSessionUse();
    const events = ['keydown', 'pointerdown'] as const;
    for (const event of events) window.addEventListener(event, onUse, { capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, onUse, { capture: true });
    };
  }, []);
}

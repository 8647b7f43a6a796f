'use client';
import { ADMIN_STORAGE_KEYS } from '@/lib/constants';

/** The admin record kept in the browser (SPEC 3: adminToken and adminUser). */
export interface StoredAdminUser {
  id: string;
  name: string;
  email: string;
}

export function storeAdminSession(token: string, user: StoredAdminUser): void {
  localStorage.setItem(ADMIN_STORAGE_KEYS.token, token);
  localStorage.setItem(ADMIN_STORAGE_KEYS.user, JSON.stringify(user));
}

export function readAdminToken(): string | null {
  return localStorage.getItem(ADMIN_STORAGE_KEYS.token);
}

export function clearAdminSession(): void {
  localStorage.removeItem(ADMIN_STORAGE_KEYS.token);
  localStorage.removeItem(ADMIN_STORAGE_KEYS.user);
}

/** Headers for an admin API call: the stored bearer token (SPEC 7), the cookie goes along by itself. */
export function adminAuthHeaders(): Record<string, string> {
  const token = readAdminToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The `error` (or `message`) text of a JSON error body, if there is one. */
export async function responseText(
  response: Response,
  key: 'error' | 'message',
): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && key in body) {
      const value = (body as Record<string, unknown>)[key];
      return typeof value === 'string' && value ? value : undefined;
    }
  } catch {
    // not JSON: the caller falls back to its own message
  }
  return undefined;
}

import 'server-only';
import { headers } from 'next/headers';
import { PORTAL_PATH_HEADER } from '@/lib/constants/portal';

/** The path and query of the portal page being rendered, as proxy.ts saw it. */
export async function requestedPortalPath(): Promise<string | null> {
  return (await headers()).get(PORTAL_PATH_HEADER);
}

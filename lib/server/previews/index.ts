import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as links from './preview-links';

/* Previews: links that let a reviewer without an account read an article's latest saved version. */

export const createPreviewLink = withDb(links.createPreviewLink);
export const revokePreviewLinks = withDb(links.revokePreviewLinks);
export const findPreview = withDb(links.findPreview);
export { deleteExpiredPreviewLinks } from './preview-links';

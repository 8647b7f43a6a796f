import { expect, type APIRequestContext, type FileChooser, type Page } from '@playwright/test';
import sharp from 'sharp';

export const GALLERY = '/admin-secret-portal/dashboard/images';

/** Real image bytes, made here so the server's byte sniffing and re-encoding see genuine files. */
export const solid = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });

/** The demo articles' five pictures, in the gallery from the first start (issue 33). */
export const DEMO_IMAGES = ['research.jpg', 'intake.jpg', 'deadlines.jpg', 'drafting.jpg', 'security.jpg'];

/** Chooses files as a person does: the "Choose images" button opens the browser's file chooser. */
export async function chooseImages(page: Page, files: Parameters<FileChooser['setFiles']>[0]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose images' }).click(),
  ]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(files);
}

export async function openGallery(page: Page) {
  await page.goto(GALLERY);
  await expect(page.getByRole('heading', { level: 1, name: 'Image Gallery' })).toBeVisible();
}

/** Uploads one PNG through the API (seeding, not the screen under test); answers the stored image. */
export async function uploadPng(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
): Promise<{ id: string; name: string; url: string; alt: string }> {
  const res = await request.post('/api/admin/images', {
    headers,
    multipart: {
      file: { name, mimeType: 'image/png', buffer: await solid(600, 315, [30, 110, 170]).png().toBuffer() },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).image;
}

/**
 * Ends the session the page's stored token names (its JWT's `sid`), from another session of the same
 * admin, as "End session" in a second browser does.
 */
export async function endPageSession(
  page: Page,
  request: APIRequestContext,
  headers: Record<string, string>,
) {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const payload = token?.split('.')[1];
  if (!payload) throw new Error('no stored token');
  const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  expect((await request.delete(`/api/admin/sessions/${sid}`, { headers })).status()).toBe(200);
}

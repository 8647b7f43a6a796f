import { expect, test, type Locator, type Page } from '@playwright/test';
import { MARKETS, type Market } from '@/lib/markets';

/**
 * Issue 13: the header's market flags were emoji (two letters on Windows, empty boxes on a Linux
 * without a colour emoji font). They are SVG now: this checks the pixels Chromium paints for each
 * flag on the page, and attaches screenshots of the header at both widths.
 */

type Rgb = [number, number, number];
const COLOURS: Record<Market['flag'], Rgb[]> = {
  // The globe is drawn in the link's text colour: any ink will do.
  globe: [],
  us: [
    [178, 34, 52],
    [60, 59, 110],
    [255, 255, 255],
  ],
  be: [
    [0, 0, 0],
    [253, 218, 36],
    [239, 51, 64],
  ],
};

/** Counts, in a PNG screenshot, the pixels near each colour, and the inked ones (decoded by the page's canvas). */
async function paintedPixels(page: Page, flag: Locator, colours: Rgb[]) {
  const png = (await flag.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, colours }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height).data;
      const near = colours.map(() => 0);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (r + g + b < 600) dark++;
        colours.forEach(([cr, cg, cb], k) => {
          if (Math.abs(r - cr) < 40 && Math.abs(g - cg) < 40 && Math.abs(b - cb) < 40) near[k]!++;
        });
      }
      return { near, dark, total: data.length / 4 };
    },
    { png, colours },
  );
}

for (const width of [1280, 390]) {
  test(`the blog header at ${width} px shows every market's flag as an image named for the market`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Blog editions' });
    for (const m of MARKETS) {
      // The flag names the link: the visible label is not read out a second time.
      const link = nav.getByRole('link', { name: m.label, exact: true });
      await expect(link).toHaveAttribute('href', m.basePath);
      const flag = link.getByRole('img', { name: m.label, exact: true });
      await expect(flag).toBeVisible();
      const box = (await flag.boundingBox())!;
      expect(box.width, m.label).toBeGreaterThanOrEqual(16);
      expect(box.height, m.label).toBeGreaterThanOrEqual(12);
      // Beside its label, on the same line.
      const label = (await link.getByText(m.label, { exact: true }).boundingBox())!;
      expect(box.x + box.width, m.label).toBeLessThanOrEqual(label.x);
      expect(Math.abs(box.y + box.height / 2 - (label.y + label.height / 2)), m.label).toBeLessThan(3);

      const colours = COLOURS[m.flag];
      const painted = await paintedPixels(page, flag, colours);
      if (colours.length === 0) expect(painted.dark, m.label).toBeGreaterThan(painted.total / 10);
      painted.near.forEach((count, k) => expect(count, `${m.label}: rgb(${colours[k]})`).toBeGreaterThan(4));
    }
    // No emoji flag or globe is left in the header.
    expect(await nav.textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}\u{1F30D}-\u{1F310}]/u);
    // Kept in test-results/ for a reviewer's eyes (pixel baselines would differ between machines' fonts).
    const shot = testInfo.outputPath(`blog-header-${width}px.png`);
    await page.locator('header').first().screenshot({ path: shot });
    await testInfo.attach(`blog-header-${width}px`, { path: shot, contentType: 'image/png' });
  });
}

import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { FeaturedImage } from '@/components/blog/featured-image';

const BUCKET = 'https://project.supabase.co/storage/v1/object/public/blog-images/';

/** The `<img>` the server renders for a featured image at `src`. */
function imgFor(src: string): HTMLImageElement {
  const html = renderToStaticMarkup(<FeaturedImage src={src} alt="Cover" sizes="100vw" />);
  const img = new JSDOM(html).window.document.querySelector('img');
  if (!img) throw new Error(`no <img> in ${html}`);
  return img;
}

describe('FeaturedImage: which sources go through the image optimizer', () => {
  const saved = process.env.OPTIMIZED_REMOTE_IMAGES_PREFIX;
  afterEach(() => {
    if (saved === undefined) delete process.env.OPTIMIZED_REMOTE_IMAGES_PREFIX;
    else process.env.OPTIMIZED_REMOTE_IMAGES_PREFIX = saved;
  });

  it('sends a local upload through /_next/image with a srcset', () => {
    const img = imgFor('/media/cover.png');
    expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fcover\.png&w=\d+&q=\d+$/);
    expect(img.getAttribute('srcset')).toContain('/_next/image?url=%2Fmedia%2Fcover.png');
  });

  it('sends the configured Supabase bucket through the optimizer', () => {
    process.env.OPTIMIZED_REMOTE_IMAGES_PREFIX = BUCKET;
    const img = imgFor(`${BUCKET}cover.webp`);
    expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?url=https%3A%2F%2Fproject\.supabase\.co%2F/);
  });

  it('serves any other absolute URL as it is (the optimizer would refuse its host)', () => {
    process.env.OPTIMIZED_REMOTE_IMAGES_PREFIX = BUCKET;
    expect(imgFor('https://cdn.example/cover.jpg').getAttribute('src')).toBe('https://cdn.example/cover.jpg');
    expect(
      imgFor('https://other.supabase.co/storage/v1/object/public/blog-images/x.png').getAttribute('src'),
    ).toBe('https://other.supabase.co/storage/v1/object/public/blog-images/x.png');
    process.env.OPTIMIZED_REMOTE_IMAGES_PREFIX = '';
    expect(imgFor(`${BUCKET}cover.webp`).getAttribute('src')).toBe(`${BUCKET}cover.webp`);
  });
});

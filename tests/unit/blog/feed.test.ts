import { JSDOM } from 'jsdom';
import { buildMarketFeed } from '@/lib/blog/feed';

/** The feed as a feed reader sees it: parsed as XML, failing on anything not well-formed. */
function parseFeed(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Feed is not well-formed XML: ${error.textContent}`);
  return doc;
}

const item = (i: number) => ({
  slug: `post-${i}`,
  title: `Post ${i} & more`,
  summary: `Summary ${i}`,
  published_at: new Date(Date.UTC(2026, 10, 20 - i)).toISOString(),
  featured_image_url: i === 0 ? '/images/blog/research.jpg' : null,
  blog_categories: { name: 'Ethics' },
  website_admins: { name: 'Ada' },
});

describe('market RSS feed', () => {
  it("gives an enclosure the image's real byte length and content type, and none for an image it knows nothing of", () => {
    const xml = buildMarketFeed(
      'global',
      [item(0), { ...item(1), featured_image_url: 'https://elsewhere.example/x.jpg' }],
      (p) => `https://ailex.example${p}`,
      new Map([['/images/blog/research.jpg', { size: 48213, contentType: 'image/jpeg' }]]),
    );
    const enclosures = [...parseFeed(xml).getElementsByTagName('enclosure')];
    expect(
      enclosures.map((e) => [e.getAttribute('url'), e.getAttribute('length'), e.getAttribute('type')]),
    ).toEqual([['https://ailex.example/images/blog/research.jpg', '48213', 'image/jpeg']]);
    expect(xml).not.toContain('length="0"');
    expect(xml).not.toContain('image/jpg"');
  });

  it('is RSS 2.0 with the market title, language, self link and absolute item links', () => {
    const xml = buildMarketFeed(
      'be-fr',
      [item(0), item(1)],
      (p) => `https://ailex.example${p}`,
      new Map([['/images/blog/research.jpg', { size: 48213, contentType: 'image/jpeg' }]]),
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml).toContain('<title>Blog AiLex — Belgique</title>');
    expect(xml).toContain('<language>fr-BE</language>');
    expect(xml).toContain(
      '<atom:link href="https://ailex.example/blog/belgium-fr/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<link>https://ailex.example/blog/belgium-fr/post-0</link>');
    expect(xml).toContain('<link>https://ailex.example/blog/belgium-fr/post-1</link>');
    expect(xml).toContain('url="https://ailex.example/images/blog/research.jpg"');
    expect(xml).toContain('<generator>AiLex</generator>');
    expect(
      parseFeed(xml).getElementsByTagName('item')[0]?.getElementsByTagName('title')[0]?.textContent,
    ).toBe('Post 0 & more');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 00:00:00 GMT</lastBuildDate>');
  });

  it('stays well-formed XML and keeps the exact text when a title and summary hold hostile markup', () => {
    const title = 'A ]]> B ]]> <script>alert(1)</script> & "quotes" \'n\' ]]>';
    const summary = ']]>]]><![CDATA[ <b>bold</b> ]]>\u0001';
    const xml = buildMarketFeed(
      'global',
      [
        {
          ...item(0),
          title,
          summary,
          blog_categories: { name: 'R&D <x>' },
          website_admins: { name: 'A ]]> B' },
        },
      ],
      (p) => `https://ailex.example${p}`,
    );
    const doc = parseFeed(xml);
    const entry = doc.getElementsByTagName('item')[0]!;
    expect(entry.getElementsByTagName('title')[0]?.textContent).toBe(title);
    // The control character cannot exist in XML 1.0 and is dropped; the rest arrives as text.
    expect(entry.getElementsByTagName('description')[0]?.textContent).toBe(']]>]]><![CDATA[ <b>bold</b> ]]>');
    expect(entry.getElementsByTagName('category')[0]?.textContent).toBe('R&D <x>');
    // RSS 2.0's <author> takes an e-mail address; names are not put there.
    expect(entry.getElementsByTagName('author')).toHaveLength(0);
    expect(entry.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('item')).toHaveLength(1);
  });

  it('parses as RSS with every item linked, dated and guid-ed', () => {
    const doc = parseFeed(
      buildMarketFeed('usa', [item(0), item(1), item(2)], (p) => `https://ailex.example${p}`),
    );
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(items.map((i) => i.getElementsByTagName('link')[0]?.textContent)).toEqual([
      'https://ailex.example/blog/usa/post-0',
      'https://ailex.example/blog/usa/post-1',
      'https://ailex.example/blog/usa/post-2',
    ]);
    for (const i of items) {
      expect(i.getElementsByTagName('guid')[0]?.textContent).toBe(
        i.getElementsByTagName('link')[0]?.textContent,
      );
      expect(Date.parse(i.getElementsByTagName('pubDate')[0]?.textContent ?? '')).not.toBeNaN();
    }
  });
});

import { buildMarketFeed } from '@/lib/blog/feed';

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
  it('is RSS 2.0 with the market title, language, self link and absolute item links', () => {
    const xml = buildMarketFeed('be-fr', [item(0), item(1)], (p) => `https://ailex.example${p}`);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml).toContain('<title>Blog AiLex — Belgique</title>');
    expect(xml).toContain('<language>fr-BE</language>');
    expect(xml).toContain(
      '<atom:link href="https://ailex.example/blog/belgium-fr/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<link>https://ailex.example/blog/belgium-fr/post-0</link>');
    expect(xml).toContain('<link>https://ailex.example/blog/belgium-fr/post-1</link>');
    expect(xml).toContain('url="https://ailex.example/images/blog/research.jpg"');
    expect(xml).toContain('<title><![CDATA[Post 0 & more]]></title>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 00:00:00 GMT</lastBuildDate>');
  });
});

import { classifyPath } from '@/lib/analytics/classify';

/** Every public URL shape the reports count by (docs/adr/0113), classified without the database. */
describe('classifyPath', () => {
  it.each([
    ['/', 'home', 'site', null],
    ['/tx', 'state', 'site', null],
    ['/login/', 'login', 'site', null],
    ['/security-whitepaper', 'security', 'site', null],
    ['/pricing-table', 'other', 'site', null],
    ['/blog', 'blog-index', 'global', null],
    ['/blog/page/2', 'blog-archive', 'global', null],
    ['/blog/category/ethics/page/3', 'blog-archive', 'global', null],
    ['/blog/docketing-basics', 'article', 'global', '/blog/docketing-basics'],
    ['/blog/rss.xml', 'other', 'global', null],
    ['/blog/usa', 'blog-index', 'usa', null],
    ['/blog/usa/rent-rules/', 'article', 'usa', '/blog/usa/rent-rules'],
    ['/blog/belgium-fr/category/droit', 'blog-archive', 'be-fr', null],
    ['/blog/belgium-nl/huurrecht', 'article', 'be-nl', '/blog/belgium-nl/huurrecht'],
    ['/blog/usa/a/b', 'other', 'usa', null],
  ])('%s is a %s page of %s', (path, routeType, market, articlePath) => {
    expect(classifyPath(path)).toEqual({ routeType, market, articlePath });
  });
});

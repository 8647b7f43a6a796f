import { bulkQuestion, englishList } from '@/lib/admin/bulk-question';

describe('the question a bulk action asks (issue 33 point 4)', () => {
  it.each([
    [[], ''],
    [['global'], 'global'],
    [['global', 'usa'], 'global and usa'],
    [['global', 'usa', 'be-fr'], 'global, usa and be-fr'],
  ])('joins %j as %j', (items, joined) => {
    expect(englishList(items)).toBe(joined);
  });

  it('names how many articles and which markets, each market once and in the markets’ order', () => {
    expect(bulkQuestion('publish', ['be-fr', 'global', 'usa'])).toEqual({
      title: 'Publish 3 articles in global, usa and be-fr?',
      description: expect.stringContaining('live on the site at once'),
      confirmLabel: 'Publish 3 articles',
    });
    expect(bulkQuestion('unpublish', ['usa', 'usa']).title).toBe('Unpublish 2 articles in usa?');
    expect(bulkQuestion('unpublish', ['usa']).description).toMatch(/^It is taken off the site at once/);
    expect(bulkQuestion('trash', ['global', 'be-nl'])).toMatchObject({
      title: 'Move 2 articles in global and be-nl to the trash?',
      confirmLabel: 'Move to trash',
    });
  });
});

import { leadApiQuery, leadViewQuery, readLeadView } from '@/components/admin/leads/lead-query';

describe('the leads inbox view in the URL', () => {
  it('reads tab, search, source and page, falling back to the first tab and page 1 on anything else', () => {
    expect(readLeadView(new URLSearchParams('type=contact&search=ana&source=google.com&page=3'))).toEqual({
      type: 'contact',
      search: 'ana',
      source: 'google.com',
      page: 3,
    });
    for (const query of ['', 'type=admins&page=0', 'page=-2', 'page=1.5', 'page=abc', 'type=']) {
      expect(readLeadView(new URLSearchParams(query))).toMatchObject({
        type: 'early-access',
        source: '',
        page: 1,
      });
    }
    expect(readLeadView(new URLSearchParams(`search=${'x'.repeat(300)}`)).search).toHaveLength(200);
    expect(readLeadView(new URLSearchParams(`source=${'x'.repeat(400)}`)).source).toHaveLength(300);
  });

  it('writes only what differs from the defaults, so the plain inbox URL stays plain', () => {
    expect(leadViewQuery({ type: 'early-access', search: '', source: '', page: 1 })).toBe('');
    expect(leadViewQuery({ type: 'newsletter', search: 'a&b', source: 'Direct', page: 2 })).toBe(
      '?type=newsletter&search=a%26b&source=Direct&page=2',
    );
  });

  it('round-trips every view it writes', () => {
    const view = { type: 'contact' as const, search: 'Élise & co', source: 'news letter', page: 4 };
    expect(readLeadView(new URLSearchParams(leadViewQuery(view)))).toEqual(view);
  });

  it('asks the API for the tab, the page, and the search and source only when set', () => {
    expect(leadApiQuery({ type: 'contact', search: '', source: '', page: 1 })).toBe('type=contact&page=1');
    expect(leadApiQuery({ type: 'newsletter', search: 'x', source: 'google.com', page: 2 })).toBe(
      'type=newsletter&page=2&search=x&source=google.com',
    );
  });
});

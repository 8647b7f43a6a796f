import { leadViewQuery, readLeadView } from '@/components/admin/leads/lead-query';

describe('the leads inbox view in the URL', () => {
  it('reads tab, search and page, falling back to the first tab and page 1 on anything else', () => {
    expect(readLeadView(new URLSearchParams('type=contact&search=ana&page=3'))).toEqual({
      type: 'contact',
      search: 'ana',
      page: 3,
    });
    for (const query of ['', 'type=admins&page=0', 'page=-2', 'page=1.5', 'page=abc', 'type=']) {
      expect(readLeadView(new URLSearchParams(query))).toMatchObject({ type: 'early-access', page: 1 });
    }
    expect(readLeadView(new URLSearchParams(`search=${'x'.repeat(300)}`)).search).toHaveLength(200);
  });

  it('writes only what differs from the defaults, so the plain inbox URL stays plain', () => {
    expect(leadViewQuery({ type: 'early-access', search: '', page: 1 })).toBe('');
    expect(leadViewQuery({ type: 'newsletter', search: 'a&b', page: 2 })).toBe(
      '?type=newsletter&search=a%26b&page=2',
    );
  });

  it('round-trips every view it writes', () => {
    const view = { type: 'contact' as const, search: 'Élise & co', page: 4 };
    expect(readLeadView(new URLSearchParams(leadViewQuery(view)))).toEqual(view);
  });
});

import { conversionRate, readersTrend } from '@/lib/admin/reports-format';

describe('readersTrend', () => {
  it.each([
    [{ visitors: 10, previous: 8 }, 'Up 25 % on the week before (8)'],
    [{ visitors: 6, previous: 8 }, 'Down 25 % on the week before (8)'],
    [{ visitors: 8, previous: 8 }, 'Same as the week before'],
    [{ visitors: 5, previous: 0 }, 'None counted the week before'],
    [{ visitors: 0, previous: 0 }, 'No readers counted in the last 14 days'],
  ])('describes %o as %s', (readers, text) => {
    expect(readersTrend(readers)).toBe(text);
  });
});

describe('conversionRate', () => {
  it('is leads per visitor in percent with one decimal, 0 without visitors', () => {
    expect(conversionRate(1, 7)).toBe(14.3);
    expect(conversionRate(2, 8)).toBe(25);
    expect(conversionRate(3, 0)).toBe(0);
  });
});

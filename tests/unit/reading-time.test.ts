import { displayReadTime, readingTimeMinutes } from '@/lib/reading-time';

describe('reading time (spec.md "Reading time")', () => {
  it('divides words by 200 after stripping tags, rounded', () => {
    const html = `<p>${'word '.repeat(500)}</p><h2>${'more '.repeat(99)}</h2>`;
    expect(readingTimeMinutes(html)).toBe(3); // 599 / 200 = 2.995
  });

  it('is at least one minute', () => {
    expect(readingTimeMinutes('<p>Hi</p>')).toBe(1);
    expect(readingTimeMinutes('')).toBe(1);
  });

  it('shows 5 minutes when none is stored', () => {
    expect(displayReadTime(null)).toBe(5);
    expect(displayReadTime(7)).toBe(7);
  });
});

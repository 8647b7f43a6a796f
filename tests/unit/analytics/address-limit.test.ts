import { resetAnalyticsForTests, takeAddressSlot } from '@/lib/server/analytics';

describe('the per-address event limit (issue 38, docs/adr/0113)', () => {
  beforeEach(() => resetAnalyticsForTests());
  const at = new Date('2026-11-28T10:00:05Z');

  it('takes `limit` events from one address a minute, and again the next minute', () => {
    const taken = Array.from({ length: 5 }, () => takeAddressSlot('192.0.2.1', at, 3));
    expect(taken).toEqual([true, true, true, false, false]);
    expect(takeAddressSlot('192.0.2.2', at, 3)).toBe(true);
    expect(takeAddressSlot('192.0.2.1', new Date('2026-11-28T10:01:00Z'), 3)).toBe(true);
  });

  it('holds at most `maxKeys` addresses a minute: a new one past that waits for the next minute', () => {
    for (let i = 0; i < 4; i++) expect(takeAddressSlot(`198.51.100.${i}`, at, 10, 4)).toBe(true);
    expect(takeAddressSlot('198.51.100.200', at, 10, 4)).toBe(false);
    // Addresses already counted go on until their own limit.
    expect(takeAddressSlot('198.51.100.1', at, 10, 4)).toBe(true);
    expect(takeAddressSlot('198.51.100.200', new Date('2026-11-28T10:01:00Z'), 10, 4)).toBe(true);
  });
});

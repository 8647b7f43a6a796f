import { describeDevice, plainAddress } from '@/lib/admin/device';

describe('a session named as a person reads it', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Mobile Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on macOS',
    ],
    ['curl/8.5.0', 'Unknown browser'],
    [null, 'Unknown browser'],
  ])('%s reads "%s"', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it('shows an IPv4 address that reached a dual-stack socket without its ::ffff: prefix', () => {
    expect(plainAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(plainAddress('::FFFF:10.0.0.7')).toBe('10.0.0.7');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(plainAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(plainAddress(null)).toBeNull();
  });
});

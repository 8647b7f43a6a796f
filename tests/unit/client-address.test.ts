import { clientAddress } from '@/lib/server/http/request';

function req(headers: Record<string, string>) {
  return new Request('http://localhost/api/x', { headers });
}

describe('clientAddress', () => {
  it('takes the entry our proxy appended, not what the client forged to its left', () => {
    expect(clientAddress(req({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), 1)).toBe('203.0.113.9');
    expect(clientAddress(req({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.2' }), 2)).toBe(
      '203.0.113.9',
    );
  });

  it('uses the single entry a host or next start sets', () => {
    expect(clientAddress(req({ 'x-forwarded-for': '198.51.100.7' }), 1)).toBe('198.51.100.7');
  });

  it('falls back to X-Real-IP, then a shared bucket', () => {
    expect(clientAddress(req({ 'x-real-ip': '198.51.100.8' }), 1)).toBe('198.51.100.8');
    expect(clientAddress(req({}), 1)).toBe('unknown');
  });

  it('reads the hop count from TRUSTED_PROXY_HOPS by default', () => {
    expect(clientAddress(req({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('with TRUSTED_PROXY_HOPS=0 trusts no header: rotating X-Forwarded-For lands in one global subject', () => {
    const subjects = new Set(
      ['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4', ''].map((xff) =>
        clientAddress(req({ 'x-forwarded-for': xff, 'x-real-ip': '5.5.5.5' }), 0),
      ),
    );
    expect([...subjects]).toEqual(['unknown']);
  });

  it('with one trusted hop, rotating the forged part keeps the address our proxy appended', () => {
    const subjects = new Set(
      ['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4'].map((forged) =>
        clientAddress(req({ 'x-forwarded-for': `${forged}, 203.0.113.9` }), 1),
      ),
    );
    expect([...subjects]).toEqual(['203.0.113.9']);
  });
});

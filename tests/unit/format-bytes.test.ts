import { formatBytes } from '@/lib/format-bytes';

describe('formatBytes', () => {
  it('shows sizes under 1 KB in Bytes', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
  });

  it('shows KB from 1024 bytes, with at most two decimals', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234)).toBe('1.21 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1024 KB');
  });

  it('shows MB from 1 MiB', () => {
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(2.75 * 1024 * 1024)).toBe('2.75 MB');
    expect(formatBytes(300 * 1024 * 1024)).toBe('300 MB');
  });

  it('never shows a negative or meaningless size', () => {
    expect(formatBytes(-5)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });
});

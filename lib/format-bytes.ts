const KB = 1024;
const MB = KB * 1024;

/** spec.md "Image gallery": a file size as Bytes, KB or MB (binary multiples, at most two decimals: '1.5 MB'). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  if (bytes < KB) return `${Math.round(bytes)} Bytes`;
  if (bytes < MB) return `${round2(bytes / KB)} KB`;
  return `${round2(bytes / MB)} MB`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

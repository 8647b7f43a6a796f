/**
 * What the app's logger writes (JSON lines on process.stdout, lib/server/log) while a test runs, instead
 * of printing it. Every line must be JSON: one that is not fails the parse, and so the test.
 */
export interface CapturedLog {
  /** Everything written, as written. */
  text: () => string;
  /** Each line, parsed. */
  lines: () => Array<Record<string, unknown>>;
  restore: () => void;
}

export function captureLog(): CapturedLog {
  let text = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  });
  return {
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => spy.mockRestore(),
  };
}

import { afterContentWrite, singleFlight } from '@/lib/server/cache/single-flight';

// Issue 36 point 3 merged concurrent reads of one key; a CI run of crawlable-html.spec.ts then showed
// the blog index rendered just after a publish without the article. A read that started before a
// content write must not be handed to a caller that comes after it.

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('singleFlight', () => {
  it('gives concurrent callers of one key one run', async () => {
    const gate = deferred<string>();
    const fn = jest.fn(() => gate.promise);
    const a = singleFlight('k1', fn);
    const b = singleFlight('k1', fn);
    gate.resolve('list');
    expect(await Promise.all([a, b])).toEqual(['list', 'list']);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('starts a new run for a caller after a content write, and keeps it shared', async () => {
    const before = deferred<string>();
    const after = deferred<string>();
    const runs = [before, after];
    const fn = jest.fn(() => runs.shift()!.promise);
    const early = singleFlight('k2', fn);
    afterContentWrite();
    const late = singleFlight('k2', fn);
    expect(fn).toHaveBeenCalledTimes(2);
    // The early run settles first: it must not take the late run off the map.
    before.resolve('without the new article');
    expect(await early).toBe('without the new article');
    const later = singleFlight('k2', fn);
    expect(fn).toHaveBeenCalledTimes(2);
    after.resolve('with the new article');
    expect(await Promise.all([late, later])).toEqual(['with the new article', 'with the new article']);
  });

  it('runs again once a run has settled', async () => {
    const fn = jest.fn(async () => 'x');
    await singleFlight('k3', fn);
    await singleFlight('k3', fn);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

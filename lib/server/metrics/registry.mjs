// @ts-check
// The process's one Prometheus registry (prom-client). Plain ESM with no aliases and no 'server-only':
// the cache handler, which Next loads outside the bundle, counts its hits and misses here too. Kept on
// globalThis under a registered symbol: the bundle, the instrumentation bundle and the cache handler are
// separate module graphs in one process, and a second registry would answer half the numbers.
import client from 'prom-client';

const KEY = Symbol.for('ailex.metrics-registry');

/** @returns {import('prom-client').Registry} */
export function metricsRegistry() {
  /** @type {Record<symbol, import('prom-client').Registry | undefined>} */
  const store = /** @type {never} */ (globalThis);
  let registry = store[KEY];
  if (!registry) {
    registry = new client.Registry();
    // Event-loop lag, heap, GC, CPU, handles: prom-client's defaults, under their usual names.
    client.collectDefaultMetrics({ register: registry });
    store[KEY] = registry;
  }
  return registry;
}

/**
 * The metric of this name, made by `create` the first time (a second module graph finds the first's).
 * @template {import('prom-client').Metric} M
 * @param {string} name
 * @param {(registers: import('prom-client').Registry[]) => M} create
 * @returns {M}
 */
export function metric(name, create) {
  const registry = metricsRegistry();
  const existing = registry.getSingleMetric(name);
  return existing ? /** @type {M} */ (existing) : create([registry]);
}

/** Lookups in Next's incremental cache (pages, route handlers, data), by store and result. */
export function cacheLookups() {
  return metric(
    'ailex_cache_lookups_total',
    (registers) =>
      new client.Counter({
        name: 'ailex_cache_lookups_total',
        help: "Lookups in Next's incremental cache by store (redis, disk) and result (hit, miss)",
        labelNames: /** @type {const} */ (['store', 'result']),
        registers,
      }),
  );
}

// autocannon ships no types; this declares the part of its API the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** The running benchmark: awaitable for its result, and an emitter of each response's time in ms. */
  interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
  }
  function autocannon(options: {
    url: string;
    connections: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    /** Each connection sends these in turn (the url's path is replaced by each one's). */
    requests?: { path: string; method?: string }[];
  }): Instance;
  export default autocannon;
}

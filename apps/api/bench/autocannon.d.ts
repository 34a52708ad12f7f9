// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Runs in this thread (not with `workers`): changes each request before it is sent. */
    setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    pipelining?: number;
    requests?: Request[];
  };
  type Histogram = { average: number; p50: number; p97_5: number; p99: number; mean: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number } | undefined>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

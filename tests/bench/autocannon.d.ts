// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** A function, or in workers mode the path of a module exporting one. */
      setupRequest?: string | ((request: Request, context: Record<string, unknown>) => Request);
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      workers?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      initialContext?: Record<string, unknown>;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      max: number;
      total: number;
    }
    interface Result {
      latency: Histogram;
      requests: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}

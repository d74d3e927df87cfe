// Types for the two embedded servers of the local runtime, which ship none.

declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    /** LevelDB folder; in memory when omitted. */
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
    verbose?: boolean;
    debug?: boolean;
  }

  function dynalite(options?: DynaliteOptions): Server;
  export default dynalite;
}

declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  /** The part of Koa's context the local runtime's middleware uses (s3rver is a Koa application). */
  export interface KoaContext {
    method: string;
    /** The path as sent, still percent-encoded. */
    path: string;
    /** The query as sent, without `?`. */
    querystring: string;
    headers: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
    get(field: string): string;
    set(field: string, value: string): void;
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware chain, composed when the server starts. */
    middleware: Array<(ctx: KoaContext, next: () => Promise<unknown>) => unknown>;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
  export default S3rver;
}

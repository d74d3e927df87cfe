// For unit tests of calls that leave the page: a real HTTP server on a free port whose handler sees each
// request with its whole body, closed after every test; and a token source answering fixed tokens.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { TokenSource } from '@/lib/api-client';

export type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void;

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Starts the test's server; answers its base URL (`http://127.0.0.1:<port>`). */
export async function startServer(handler: Handler): Promise<string> {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks), res));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The page's token, and the one a renewal answers. */
export function tokens(initial: string | null, renewed: string | null = null): TokenSource {
  return { getIdToken: async () => initial, refreshIdToken: async () => renewed };
}

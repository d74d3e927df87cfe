// Serving the SPA from the local runtime's port: Vite in middleware mode while developing (`npm run dev`), or
// the built `web/dist` as CloudFront serves it (`npm start`, browser tests): `/` is index.html, with the home page
// prerendered, and every other path without a file is the app's, answered with app.html (an empty root).
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { LocalRuntimeError } from './runtime-errors';

export type SpaMode = 'vite' | 'dist' | 'none';

export interface SpaServer {
  /** Answers the request; calls `next` when it is not the SPA's to answer. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  stop(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

interface CachedFile {
  body: Buffer;
  etag: string;
  mtimeMs: number;
  size: number;
}

/** Larger files (source maps of pdf.js, say) are read on each request rather than kept. */
const MAX_CACHED_BYTES = 4 * 1024 * 1024;

/**
 * The built files, read once and answered from memory. The runtime's one event loop also runs the handlers
 * (a preview's PDF render) and the embedded parts; a file streamed from disk took an open, reads and a close,
 * each a turn of that loop waiting behind them (15 to 140 ms per file measured while the first load of a page
 * asked for 25 at once). A hashed asset never changes under its name and is never looked at again; any other
 * file (index.html) is answered from memory while its size and time are those read.
 */
function fileCache() {
  const files = new Map<string, CachedFile>();
  return async (path: string, immutable: boolean): Promise<CachedFile | null> => {
    const known = files.get(path);
    if (known && immutable) return known;
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(path);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known;
    const entry: CachedFile = {
      body: await readFile(path),
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      mtimeMs: info.mtimeMs,
      size: info.size,
    };
    if (info.size <= MAX_CACHED_BYTES) files.set(path, entry);
    return entry;
  };
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  file: CachedFile,
  cacheControl: string,
): void {
  res.setHeader('content-type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', file.etag);
  res.setHeader('x-content-type-options', 'nosniff');
  if (req.headers['if-none-match'] === file.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('content-length', file.body.length);
  res.end(req.method === 'HEAD' ? undefined : file.body);
}

export async function distSpa(distDir: string): Promise<SpaServer> {
  const root = resolve(distDir);
  const index = join(root, 'index.html');
  const shell = join(root, 'app.html');
  for (const document of [index, shell]) {
    if (!(await isFile(document))) {
      throw new LocalRuntimeError(
        `The built SPA was not found at ${document}. Run "npm run build:web" first.`,
      );
    }
  }
  const read = fileCache();
  return {
    handle(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
      } catch {
        return next();
      }
      const path = normalize(join(root, pathname));
      if (path !== root && !path.startsWith(root + sep)) return next();
      // Vite's hashed assets never change under the same name.
      const immutable = pathname.startsWith('/assets/');
      void (async () => {
        const file = await read(path, immutable);
        if (file) {
          sendFile(req, res, path, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          return;
        }
        const document = pathname === '/' ? index : extname(pathname) === '' ? shell : null;
        const fallback = document ? await read(document, false) : null;
        if (document && fallback) sendFile(req, res, document, fallback, 'no-cache');
        else next();
      })().catch(() => res.destroy());
    },
    stop: async () => undefined,
  };
}

export async function viteSpa(webDir: string, httpServer: Server): Promise<SpaServer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    appType: 'spa',
    clearScreen: false,
    logLevel: 'warn',
    // HMR's websocket shares the runtime's port.
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  return {
    handle: (req, res, next) => vite.middlewares(req, res, next),
    stop: () => vite.close(),
  };
}

// Serving the SPA from the local runtime's port: Vite in middleware mode while developing (`npm start`), or
// the built `web/dist` with the index.html fallback of a single-page app (production-like runs, browser tests).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
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

function sendFile(req: IncomingMessage, res: ServerResponse, path: string, cacheControl: string): void {
  res.statusCode = 200;
  res.setHeader('content-type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('cache-control', cacheControl);
  res.setHeader('x-content-type-options', 'nosniff');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path)
    .on('error', () => res.destroy())
    .pipe(res);
}

export async function distSpa(distDir: string): Promise<SpaServer> {
  const root = resolve(distDir);
  const index = join(root, 'index.html');
  if (!(await isFile(index))) {
    throw new LocalRuntimeError(`The built SPA was not found at ${index}. Run "npm run build:web" first.`);
  }
  return {
    handle(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
      } catch {
        return next();
      }
      const file = normalize(join(root, pathname));
      if (file !== root && !file.startsWith(root + sep)) return next();
      void (async () => {
        if (await isFile(file)) {
          // Vite's hashed assets never change under the same name.
          const immutable = pathname.startsWith('/assets/');
          sendFile(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        } else if (extname(pathname) === '') {
          sendFile(req, res, index, 'no-cache');
        } else {
          next();
        }
      })();
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

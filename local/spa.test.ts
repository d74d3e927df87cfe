// The built-SPA server: files with their types and cache rules, index.html (the prerendered home) for `/` and the
// app.html fallback for client-side routes, 404 for missing assets, and nothing outside the dist folder.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { distSpa } from './spa';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dp-spa-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>SPA</title><h1>Início</h1>');
  await writeFile(join(dist, 'app.html'), '<!doctype html><title>SPA</title>');
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(root, 'secret.txt'), 'fora do dist');
  const spa = await distSpa(dist);
  server = createServer((req, res) =>
    spa.handle(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

it('serves a hashed asset with its type and a long cache', async () => {
  const response = await fetch(`${base}/assets/app-abc123.js`);

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(response.headers.get('cache-control')).toContain('immutable');
  expect(await response.text()).toBe('console.log(1)');
});

it('answers a client-side route with app.html, never cached', async () => {
  const response = await fetch(`${base}/PagamentoMP?reference=contrato-1`);

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const body = await response.text();
  expect(body).toContain('<title>SPA</title>');
  expect(body).not.toContain('<h1>Início</h1>');
});

it('answers / with index.html, where the home page is prerendered', async () => {
  const response = await fetch(`${base}/`);

  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.text()).toContain('<h1>Início</h1>');
});

it('answers a missing asset with 404 rather than the page', async () => {
  expect((await fetch(`${base}/assets/missing-1.js`)).status).toBe(404);
});

it('serves nothing outside the dist folder', async () => {
  const response = await fetch(`${base}/%2e%2e/secret.txt`);

  expect(response.status).toBe(404);
  expect(await response.text()).not.toContain('fora do dist');
});

it('refuses to start without a build, naming the command', async () => {
  await expect(distSpa(join(root, 'nada'))).rejects.toThrow('npm run build:web');
});

it('answers index.html again with 304 while it is unchanged, and the new file once rebuilt', async () => {
  const first = await fetch(`${base}/`);
  const etag = first.headers.get('etag') ?? '';

  const again = await fetch(`${base}/`, { headers: { 'if-none-match': etag } });
  await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><title>SPA 2</title>');
  const rebuilt = await fetch(`${base}/`, { headers: { 'if-none-match': etag } });

  expect(etag).not.toBe('');
  expect(again.status).toBe(304);
  expect(rebuilt.status).toBe(200);
  expect(await rebuilt.text()).toContain('SPA 2');
});

// The local runtime's guards: one runtime per data folder (a live owner refuses, a dead owner's lock is
// taken over), a port in use named in the message with the PORT variable, and a stop that open tabs cannot hold.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LOCK_FILE } from '../../local/data-dir-lock';
import { DataDirLockedError, PortInUseError } from '../../local/runtime-errors';
import { makeTempDataDir, removeDataDir, startTestRuntime } from '../support/runtime';

let dataDir: string;

beforeEach(async () => {
  dataDir = await makeTempDataDir();
});

afterEach(async () => {
  await removeDataDir(dataDir);
});

function occupyPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

it('refuses a second runtime on the same data folder with a clear message, and keeps the first working', async () => {
  // Prepare
  const first = await startTestRuntime({ dataDir });
  try {
    // Act
    const second = startTestRuntime({ dataDir });

    // Assess
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/already in use by another local runtime \(process \d+\).*DATA_DIR/);
    const stillServing = await first.api('/mp-config');
    expect(stillServing.status).toBe(200);
  } finally {
    await first.stop();
  }
});

it('takes over the lock of a process that no longer exists', async () => {
  // Prepare: a pid far above any live one on this machine.
  await writeFile(join(dataDir, LOCK_FILE), JSON.stringify({ pid: 2_147_483_000, startedAt: '2025-01-01' }));

  // Act
  const runtime = await startTestRuntime({ dataDir });

  // Assess
  try {
    expect((await runtime.api('/mp-config')).status).toBe(200);
  } finally {
    await runtime.stop();
  }
});

it('names the port and the PORT variable when the port is in use, and leaves the data folder free', async () => {
  // Prepare
  const { server, port } = await occupyPort();
  try {
    // Act
    const attempt = startTestRuntime({ dataDir, port });

    // Assess
    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(attempt).rejects.toThrow(`Port ${port} is already in use`);
    await expect(attempt).rejects.toThrow(/PORT=\d+ npm start/);
  } finally {
    server.close();
  }
  const next = await startTestRuntime({ dataDir });
  await next.stop();
});

/** Opens Vite's hot-reload WebSocket as an open tab of `npm run dev` does; resolves once it is upgraded. */
function openHmrSocket(url: string): Promise<Duplex> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}/`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Protocol': 'vite-hmr',
      },
    });
    request.once('upgrade', (_response, socket) => resolve(socket));
    request.once('response', (response) => reject(new Error(`no upgrade: HTTP ${response.statusCode}`)));
    request.once('error', reject);
    request.end();
  });
}

it('stops while a tab holds a hot-reload WebSocket and a request open', async () => {
  // Prepare: a dev runtime (Vite middleware) with an open HMR socket and a request whose headers never end
  const runtime = await startTestRuntime({ dataDir, spa: 'vite' });
  const hmr = await openHmrSocket(runtime.url);
  const stalled = connect(runtime.port, '127.0.0.1');
  await new Promise((resolve) => stalled.once('connect', resolve));
  stalled.write('GET /backend/api/mp-config HTTP/1.1\r\nHost: x\r\n');
  const hmrClosed = new Promise((resolve) => hmr.once('close', resolve));
  const stalledClosed = new Promise((resolve) => stalled.once('close', resolve));
  hmr.on('error', () => undefined);
  stalled.on('error', () => undefined);

  // Act
  await runtime.stop();

  // Assess: stop() resolved (before, it waited for the WebSocket forever), and both sockets are gone
  await Promise.all([hmrClosed, stalledClosed]);
  expect(hmr.destroyed && stalled.destroyed).toBe(true);
});

// The local runtime's guards: one runtime per data folder (a live owner refuses, a dead owner's lock is
// taken over), and a port in use named in the message with the PORT variable.
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LOCK_FILE } from '../../lambdas/local/data-dir-lock';
import { DataDirLockedError, PortInUseError } from '../../lambdas/local/runtime-errors';
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

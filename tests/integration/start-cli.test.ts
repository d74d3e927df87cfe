// `npm start` as a developer runs it (the CLI in a child process): one URL printed, a second start on the
// same data folder or on a busy port refused with a clear message, and SIGTERM stopping everything cleanly.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCK_FILE } from '../../local/data-dir-lock';
import { makeTempDataDir, removeDataDir } from '../support/runtime';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Cli {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

function startCli(env: Record<string, string>): Cli {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, LOCAL_SPA: 'none', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

function printedUrl(cli: Cli): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /Open: (http:\/\/127\.0\.0\.1:\d+)/.exec(cli.stdout());
      if (match?.[1]) resolve(match[1]);
    };
    cli.child.stdout?.on('data', check);
    cli.exited.then((code) => reject(new Error(`exited with ${code}: ${cli.stderr()}`)));
    check();
  });
}

let dataDir: string;
let otherDataDir: string;

beforeAll(async () => {
  dataDir = await makeTempDataDir();
  otherDataDir = await makeTempDataDir();
});

afterAll(async () => {
  await removeDataDir(dataDir);
  await removeDataDir(otherDataDir);
});

it('prints one URL, refuses a second start on the same folder or port, and stops cleanly on SIGTERM', async () => {
  // Prepare
  const first = startCli({ PORT: '0', DATA_DIR: dataDir });
  const url = await printedUrl(first);
  const port = new URL(url).port;

  // Act
  const sameFolder = startCli({ PORT: '0', DATA_DIR: dataDir });
  const samePort = startCli({ PORT: port, DATA_DIR: otherDataDir });
  const [sameFolderCode, samePortCode] = await Promise.all([sameFolder.exited, samePort.exited]);
  const served = await fetch(`${url}/backend/api/mp-config`);
  first.child.kill('SIGTERM');
  const firstCode = await first.exited;

  // Assess
  expect(first.stdout().match(/http:\/\/\S+/g)).toEqual([url]);
  expect(sameFolderCode).toBe(1);
  expect(sameFolder.stderr()).toContain(
    `The data folder ${dataDir} is already in use by another local runtime`,
  );
  expect(samePortCode).toBe(1);
  expect(samePort.stderr()).toContain(`Port ${port} is already in use`);
  expect(samePort.stderr()).toContain('PORT=');
  expect(served.status).toBe(200);
  expect(firstCode).toBe(0);
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
}, 60_000);

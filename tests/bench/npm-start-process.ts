// `npm start` as its own process, as a person runs it: the server of the bench's browser rows, and of the rows
// timed right after a start (the first PDF).
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const REPO_DIR = new URL('../..', import.meta.url).pathname;

/** `npm start` in a process of its own, with the environment and data folder given; answers its URL. */
export async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_DIR, 'local', 'start.ts')], {
    cwd: REPO_DIR,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Open: (\S+)/.exec(out);
      if (match) resolveUrl(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before it was ready`)));
  });
  return { url, child };
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

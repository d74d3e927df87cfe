// `npm start`: the whole product on one machine. Reads PORT and DATA_DIR, serves the production build of the SPA
// (built first when missing or stale; `npm run dev` serves Vite with hot reload instead), prints the one URL to
// open, and stops every part on Ctrl-C (SIGINT) or SIGTERM; the next start finds all data where it was.
import { fileURLToPath } from 'node:url';

import { mercadoPagoExtension } from './mercado-pago/extension';
import { LocalRuntimeError } from './runtime-errors';
import { type LocalRuntime, startLocalRuntime } from './server';
import type { SpaMode } from './spa';
import { ensureSpaBuilt } from './web-build';

const REPO_DIR = fileURLToPath(new URL('..', import.meta.url));

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 3000;
  const port = Number(raw);
  // 0 asks the system for any free port (the printed URL shows which).
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    fail(`PORT must be a port number from 1 to 65535, or 0 for any free port (got "${raw}").`);
  }
  return port;
}

function readSpaMode(raw: string | undefined): SpaMode {
  if (raw === undefined || raw.trim() === '') return 'dist';
  if (raw === 'vite' || raw === 'dist' || raw === 'none') return raw;
  fail(`LOCAL_SPA must be "vite", "dist" or "none" (got "${raw}").`);
}

async function main(): Promise<void> {
  const port = readPort(process.env.PORT);
  const dataDir = process.env.DATA_DIR?.trim() || '.data';
  const spa = readSpaMode(process.env.LOCAL_SPA);
  if (spa === 'dist') {
    process.stdout.write('Checking the web app build (web/dist)...\n');
    const ms = await ensureSpaBuilt(REPO_DIR);
    if (ms !== null) process.stdout.write(`Built the web app in ${(ms / 1000).toFixed(1)} s.\n`);
  }
  let runtime: LocalRuntime;
  try {
    runtime = await startLocalRuntime({
      port,
      dataDir,
      spa,
      // Payments: the Mercado Pago stand-in below /__mp, unless MP_API_BASE_URL points elsewhere.
      extensions: [mercadoPagoExtension()],
      warmUp: true,
    });
  } catch (error) {
    if (error instanceof LocalRuntimeError) fail(error.message);
    throw error;
  }

  // The exact origin the runtime uses for itself (config.json, the stand-in's URLs), so the browser's origin
  // matches them: localhost and 127.0.0.1 are different origins to a browser.
  process.stdout.write(`\nDocumentos Prontos is running (local). Open: ${runtime.url}\n\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`Second ${signal}: exiting without waiting.\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write('Stopping...\n');
    runtime
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        process.stderr.write(`Stopping failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

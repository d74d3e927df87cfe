// Global setup of the stack tests: each variant (variants.ts) is synthesized once, in a child process of its own so
// both run side by side, into node_modules/.cache/infra-synth/<variant>-<hash of what a synth reads>; a later run
// with the same sources reuses it. The test files read the snapshots (snapshot.ts) instead of synthesizing.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { Variant } from './variants';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cacheRoot = path.join(root, 'node_modules/.cache/infra-synth');

/** What a synthesis reads: the CDK app, the route table and the code it bundles, pinned packages, fixtures. */
const INPUTS = [
  'infra',
  'lambdas',
  'shared',
  'data',
  'cdk.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tests/infra/synth.ts',
  'tests/infra/stacks',
  'tests/infra/fixtures',
];

/** A hash of every input file (tracked or new, tests excluded: editing an assertion needs no new synth). */
function sourceHash(): string {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...INPUTS],
    { cwd: root, encoding: 'utf8' },
  );
  const hash = crypto.createHash('sha256');
  // The account and region a synth falls back to when the context names none (infra/config.ts).
  hash.update(`${process.env.CDK_DEFAULT_ACCOUNT}/${process.env.CDK_DEFAULT_REGION}\0`);
  for (const file of [...new Set(listed.split('\0'))].filter(Boolean).sort()) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const full = path.join(root, file);
    // Deleted but still in the index.
    if (!fs.existsSync(full)) continue;
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function synthesize(variant: Variant, outdir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'tests/infra/stacks/synthesize.ts'), variant, outdir],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`synth of ${variant} failed (exit ${code}):\n${stderr}`));
    });
  });
}

/** The directory of a variant's snapshot, synthesized unless this hash already has one. */
async function ensureSnapshot(variant: Variant, hash: string): Promise<string> {
  const dir = path.join(cacheRoot, `${variant}-${hash}`);
  if (fs.existsSync(path.join(dir, 'snapshot.json'))) return dir;
  fs.mkdirSync(cacheRoot, { recursive: true });
  const staging = fs.mkdtempSync(path.join(cacheRoot, `.${variant}-`));
  try {
    await synthesize(variant, staging);
    // Another run may have finished the same snapshot meanwhile: keep whichever landed first.
    if (fs.existsSync(dir)) fs.rmSync(staging, { recursive: true, force: true });
    else fs.renameSync(staging, dir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  // Older snapshots of this variant only take room (the bundled one holds every Lambda's bundle).
  for (const name of fs.readdirSync(cacheRoot)) {
    if (name.startsWith(`${variant}-`) && name !== path.basename(dir)) {
      fs.rmSync(path.join(cacheRoot, name), { recursive: true, force: true });
    }
  }
  return dir;
}

export default async function setup(project: TestProject): Promise<void> {
  const hash = sourceHash();
  const [dev, prod] = await Promise.all([ensureSnapshot('dev', hash), ensureSnapshot('prod', hash)]);
  project.provide('infraSnapshots', { dev, prod });
}

declare module 'vitest' {
  export interface ProvidedContext {
    infraSnapshots: Record<Variant, string>;
  }
}

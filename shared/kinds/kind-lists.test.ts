// The manifests are the one list of kinds: no other source file may write out three or more kinds' ids, price
// keys or paid-status areas (a literal array, a record keyed by kind, a switch), except the maps below that wire
// a kind's own code by its id and are typed so that a manifest without its entry fails typecheck.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KINDS, type KindManifest } from '.';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['shared', 'lambdas', 'web/src', 'infra', 'tests/bench', 'local', 'data'];

/** Files allowed to name many kinds, each with why. Typed wiring maps only: `{ [K in KindId]: … }`. */
const ALLOWED: Readonly<Record<string, string>> = {
  'lambdas/use-cases/document-kinds.ts': "each kind's schemas and checks (RULES, typed by KindId)",
  'lambdas/use-cases/document-renderers.ts': "each kind's PDF renderer (RENDERERS, typed by KindId)",
  'web/src/app/payment-kinds.ts': "each kind's /PagamentoMP finder (typed by KindId)",
  'shared/documents/signing-guidance.ts': "each kind's signing guidance, legal text (typed by KindId)",
};

/** Every name that stands for a kind somewhere: its id, its price key, its pages' paid-status areas. */
const NAMES: ReadonlySet<string> = new Set(
  (KINDS as readonly KindManifest[]).flatMap((kind) => [
    kind.id,
    kind.price.key,
    kind.paidStatus.area,
    ...(kind.otherPaidStatuses ?? []).map((other) => other.area),
  ]),
);

function sources(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The kind names a source writes as a whole string literal or as an object key, comments left out. */
function kindNamesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = new Set<string>();
  for (const match of code.matchAll(/(['"`])([a-z_]+)\1|(?:^|[{,\s])([a-z_]+)\??\s*:(?!:)/gm)) {
    const name = match[2] ?? match[3] ?? '';
    if (NAMES.has(name)) found.add(name);
  }
  return [...found].sort();
}

describe('the list of kinds', () => {
  it('is written out in the manifests only', () => {
    // Prepare
    const files = SCANNED.flatMap(sources).filter((path) => !path.startsWith('shared/kinds/'));

    // Act
    const lists = files
      .map((path) => ({ path, names: kindNamesIn(readFileSync(join(ROOT, path), 'utf8')) }))
      .filter(({ path, names }) => names.length >= 3 && !(path in ALLOWED))
      .map(({ path, names }) => `${path}: ${names.join(', ')}`);

    // Assess
    expect(files.length).toBeGreaterThan(300);
    expect(lists).toEqual([]);
  });

  it('would be found if one came back', () => {
    // Prepare: the shape the price keys had before the manifests.
    const source = "export const PRICE_KEYS = ['curriculo', 'contrato', 'promissoria'] as const; // a list";
    const record =
      'const LABELS = {\n  contrato_locacao: "x",\n  recibo_aluguel: "y",\n  promissoria: "z",\n};';

    // Act, Assess
    expect(kindNamesIn(source)).toEqual(['contrato', 'curriculo', 'promissoria']);
    expect(kindNamesIn(record)).toEqual(['contrato_locacao', 'promissoria', 'recibo_aluguel']);
    expect(kindNamesIn("// 'curriculo', 'contrato', 'promissoria'\nconst a = 1;")).toEqual([]);
  });

  it('allows only files that still exist and still need it', () => {
    for (const path of Object.keys(ALLOWED)) {
      expect(kindNamesIn(readFileSync(join(ROOT, path), 'utf8')).length, path).toBeGreaterThanOrEqual(3);
    }
  });
});

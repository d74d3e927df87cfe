// The house rule on features (bulletproof-react's one direction: app → features → lib/components): a feature
// does not import another. The pairs below predate the rule's check: shared building blocks that still live
// in a feature (the payment panel, the CEP lookup, the declarations' draft bar, layout CSS and record texts).
// The test fails on any new pair, and on a listed pair that is gone, so the list only shrinks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = fileURLToPath(new URL('../features', import.meta.url));

/** "importer -> imported" feature pairs allowed until those pieces move to lib/ or components/. */
const KNOWN_PAIRS = [
  'autorizacao-viagem -> declaracao-residencia',
  'autorizacao-viagem -> declaracoes',
  'autorizacao-viagem -> payment',
  'contrato-locacao -> address',
  'contrato-locacao -> declaracao-residencia',
  'contrato-locacao -> declaracoes',
  'contrato-locacao -> payment',
  'contrato-veiculo -> address',
  'contrato-veiculo -> declaracao-residencia',
  'contrato-veiculo -> declaracoes',
  'contrato-veiculo -> payment',
  'contratos -> declaracoes',
  'curriculo -> declaracoes',
  'curriculo -> payment',
  'declaracao-residencia -> address',
  'declaracao-residencia -> declaracoes',
  'declaracao-residencia -> payment',
  'declaracao-trabalho -> address',
  'declaracao-trabalho -> declaracao-residencia',
  'declaracao-trabalho -> declaracoes',
  'declaracao-trabalho -> payment',
  'declaracoes -> payment',
  'pagamento-mp -> payment',
  'procuracao-veiculo -> address',
  'procuracao-veiculo -> declaracao-residencia',
  'procuracao-veiculo -> declaracao-trabalho',
  'procuracao-veiculo -> declaracoes',
  'procuracao-veiculo -> payment',
  'promissoria -> address',
  'promissoria -> declaracao-residencia',
  'promissoria -> declaracoes',
  'promissoria -> payment',
  'recibo-aluguel -> address',
  'recibo-aluguel -> declaracao-residencia',
  'recibo-aluguel -> declaracoes',
  'recibo-aluguel -> payment',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** `from '…'`, `import '…'` (CSS) and `import('…')` of another feature, by the `@/features/` alias. */
const FEATURE_IMPORT = /(?:from\s+|import\s*\(?\s*)['"]@\/features\/([^/'"]+)/g;

/** Every importer → imported pair of features under web/src/features. */
function crossFeaturePairs(featuresDir: string = FEATURES): Set<string> {
  const pairs = new Set<string>();
  for (const feature of readdirSync(featuresDir)) {
    const dir = join(featuresDir, feature);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of filesUnder(dir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(FEATURE_IMPORT)) {
        if (match[1] !== feature) pairs.add(`${feature} -> ${match[1]}`);
      }
    }
  }
  return pairs;
}

describe('imports between features', () => {
  const pairs = crossFeaturePairs();

  it('adds no feature importing another (compose in app/, share through lib/ or components/)', () => {
    const fresh = [...pairs].filter((pair) => !KNOWN_PAIRS.includes(pair)).sort();
    expect(fresh).toEqual([]);
  });

  it('lists no pair that is gone (take it off KNOWN_PAIRS)', () => {
    expect(KNOWN_PAIRS.filter((pair) => !pairs.has(pair))).toEqual([]);
  });

  it('sees an import of another feature, a CSS one and a lazy one', () => {
    const text = [
      "import { X } from '@/features/payment/x';",
      "import '@/features/declaracao-residencia/y.css';",
      "const m = await import('@/features/address/z');",
    ].join('\n');
    expect([...text.matchAll(FEATURE_IMPORT)].map((m) => m[1])).toEqual([
      'payment',
      'declaracao-residencia',
      'address',
    ]);
  });
});

// The manifests agree with each other: one id, prefix, price key and card place each, fallbacks that resolve.
import { describe, expect, it } from 'vitest';
import { adminEditorPath, KINDS, type KindManifest, kindOfReference, pdfFileName } from '.';

const kinds = KINDS as readonly KindManifest[];
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('the kinds manifests', () => {
  it('give each kind its own id, prefixes, readable code, price key and home card place', () => {
    expect(unique(kinds.map((kind) => kind.id))).toBe(true);
    expect(unique(kinds.flatMap((kind) => [kind.referencePrefix, ...(kind.olderPrefixes ?? [])]))).toBe(true);
    expect(unique(kinds.map((kind) => kind.readableCode))).toBe(true);
    expect(unique(kinds.map((kind) => kind.price.key))).toBe(true);
    expect(unique(kinds.flatMap((kind) => (kind.home ? [kind.home.order] : [])))).toBe(true);
  });

  it('fall back to a price that exists, without a loop', () => {
    const byKey = new Map(kinds.map((kind) => [kind.price.key, kind.price.fallback]));
    for (const kind of kinds) {
      const seen = new Set<string>();
      let key = kind.price.key;
      while (key !== 'base') {
        expect(seen.has(key), `${kind.id}: loop at ${key}`).toBe(false);
        seen.add(key);
        expect(byKey.has(key), `${kind.id}: unknown price ${key}`).toBe(true);
        key = byKey.get(key)!;
      }
    }
  });

  it('read each new reference as its own kind, the longer prefix first', () => {
    for (const kind of kinds) {
      expect(kindOfReference(`${kind.referencePrefix}1700000000000-abc`)?.id).toBe(kind.id);
    }
    expect(kindOfReference('CONTRATO-VEICULO-1')?.id).toBe('contrato_compra_veiculo');
    expect(kindOfReference('unknown-1')).toBeUndefined();
  });

  it('name PDFs and admin links as before', () => {
    const at = new Date(1_700_000_000_000);
    const declaracao = kinds.find((kind) => kind.referencePrefix === 'decl-')!;
    expect(pdfFileName(declaracao, { at })).toBe('declaracao_residencia_1700000000000.pdf');
    expect(adminEditorPath(declaracao.id, 'decl-1 x')).toBe(
      '/DeclaracaoResidencia?id=decl-1%20x&edit=true&adminMode=true',
    );
    expect(adminEditorPath('sem_manifesto', 'x')).toBeNull();
  });
});

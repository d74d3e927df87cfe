import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_KEY_TTL_MS,
  documentKeyFor,
  documentKeyHeaders,
  forgetAllDocumentKeys,
  forgetDocumentKeys,
  heldDocumentKeys,
  rememberDocumentKey,
} from './document-keys';
import { memoryStorage } from './testing/memory-storage';

const T0 = Date.UTC(2026, 10, 1, 12);

describe('document keys', () => {
  it('remembers, lists with kind and date, and forgets the keys of anonymous documents', () => {
    // Prepare
    const store = memoryStorage();

    // Act
    rememberDocumentKey('proc-veh-anon-1', 'k1', 'procuracao_veiculo', store, T0);
    rememberDocumentKey('reciboaluguel-anon-2', 'k2', 'recibo_aluguel', store, T0 + 1000);
    rememberDocumentKey('proc-veh-anon-1', 'k1', 'procuracao_veiculo', store, T0 + 5000);
    const key = documentKeyFor('proc-veh-anon-1', store, T0 + 5000);
    const held = heldDocumentKeys(store, T0 + 5000);
    forgetDocumentKeys(['proc-veh-anon-1', 'reciboaluguel-anon-2'], store);

    // Assess
    expect(key).toBe('k1');
    expect(held).toEqual([
      { id: 'proc-veh-anon-1', key: 'k1', kind: 'procuracao_veiculo', savedAt: T0 },
      { id: 'reciboaluguel-anon-2', key: 'k2', kind: 'recibo_aluguel', savedAt: T0 + 1000 },
    ]);
    expect(heldDocumentKeys(store)).toEqual([]);
    expect(store.length).toBe(0);
  });

  it('forgets a key 30 days after it was kept, and every key at "Sair"', () => {
    // Prepare
    const store = memoryStorage();
    rememberDocumentKey('old', 'k1', 'contrato_compra_veiculo', store, T0);
    rememberDocumentKey('new', 'k2', 'contrato_compra_veiculo', store, T0 + DOCUMENT_KEY_TTL_MS / 2);

    // Act
    const justBefore = heldDocumentKeys(store, T0 + DOCUMENT_KEY_TTL_MS - 1).map((k) => k.id);
    const after = heldDocumentKeys(store, T0 + DOCUMENT_KEY_TTL_MS).map((k) => k.id);
    const oldKey = documentKeyFor('old', store, T0 + DOCUMENT_KEY_TTL_MS);
    forgetAllDocumentKeys(store);

    // Assess
    expect(justBefore).toEqual(['old', 'new']);
    expect(after).toEqual(['new']);
    expect(oldKey).toBeNull();
    expect(store.length).toBe(0);
  });

  it('keeps a key stored by an older version (no kind, no date) for 30 days from now', () => {
    // Prepare
    const store = memoryStorage({ document_keys: JSON.stringify({ legacy: 'k0' }) });

    // Act
    const held = heldDocumentKeys(store, T0);
    const later = heldDocumentKeys(store, T0 + DOCUMENT_KEY_TTL_MS);

    // Assess
    expect(held).toEqual([{ id: 'legacy', key: 'k0', kind: '', savedAt: T0 }]);
    expect(later).toEqual([]);
  });

  it('sends the key only for calls that name its document, by id or reference, in query or body', () => {
    const store = memoryStorage();
    rememberDocumentKey('proc-veh-anon-1', 'k1', 'procuracao_veiculo', store);
    expect(documentKeyHeaders({ query: { id: 'proc-veh-anon-1' } }, store)).toEqual({
      'x-document-key': 'k1',
    });
    expect(documentKeyHeaders({ body: { reference: 'proc-veh-anon-1' } }, store)).toEqual({
      'x-document-key': 'k1',
    });
    expect(documentKeyHeaders({ query: { id: '123', reference: 'proc-veh-anon-1.p2' } }, store)).toEqual({
      'x-document-key': 'k1',
    });
    expect(documentKeyHeaders({ query: { id: 'decl-x' } }, store)).toEqual({});
    expect(documentKeyHeaders({ body: { id: 'other' } }, store)).toEqual({});
    expect(documentKeyHeaders({ query: { id: 'constructor' } }, store)).toEqual({});
  });

  it('reads a damaged entry as no keys', () => {
    const store = memoryStorage({ document_keys: 'not json' });
    expect(heldDocumentKeys(store)).toEqual([]);
  });
});

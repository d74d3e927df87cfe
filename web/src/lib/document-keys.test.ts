import { describe, expect, it } from 'vitest';
import {
  documentKeyHeaders,
  heldDocumentKeys,
  recallDocumentKey,
  rememberDocumentKey,
} from './document-keys';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

describe('document keys', () => {
  it('keeps a key per reference, lists the keys held and names the header that sends one', () => {
    const storage = memoryStorage();
    storage.setItem('mp_payment_id:r1', '123');
    rememberDocumentKey('contrato-veiculo-anon-1', 'k1', storage);
    rememberDocumentKey('contrato-veiculo-anon-2', 'k2', storage);

    expect(recallDocumentKey('contrato-veiculo-anon-1', storage)).toBe('k1');
    expect(recallDocumentKey('outro', storage)).toBeNull();
    expect(heldDocumentKeys(storage)).toEqual([
      { reference: 'contrato-veiculo-anon-1', key: 'k1' },
      { reference: 'contrato-veiculo-anon-2', key: 'k2' },
    ]);
    expect(documentKeyHeaders('k1')).toEqual({ 'x-document-key': 'k1' });
    expect(documentKeyHeaders(null)).toEqual({});
  });
});

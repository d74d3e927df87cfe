import { describe, expect, it } from 'vitest';
import {
  documentKeyFor,
  documentKeyHeaders,
  forgetDocumentKeys,
  heldDocumentKeys,
  rememberDocumentKey,
} from './document-keys';
import { memoryStorage } from './testing/memory-storage';

describe('document keys', () => {
  it('remembers, lists and forgets the keys of anonymous documents', () => {
    const store = memoryStorage();
    rememberDocumentKey('proc-veh-anon-1', 'k1', store);
    rememberDocumentKey('reciboaluguel-anon-2', 'k2', store);
    expect(documentKeyFor('proc-veh-anon-1', store)).toBe('k1');
    expect(heldDocumentKeys(store)).toEqual([
      { id: 'proc-veh-anon-1', key: 'k1' },
      { id: 'reciboaluguel-anon-2', key: 'k2' },
    ]);
    forgetDocumentKeys(['proc-veh-anon-1', 'reciboaluguel-anon-2'], store);
    expect(heldDocumentKeys(store)).toEqual([]);
    expect(store.length).toBe(0);
  });

  it('sends the key only for calls that name its document, by id or reference, in query or body', () => {
    const store = memoryStorage();
    rememberDocumentKey('proc-veh-anon-1', 'k1', store);
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
  });

  it('reads a damaged entry as no keys', () => {
    const store = memoryStorage({ document_keys: 'not json' });
    expect(heldDocumentKeys(store)).toEqual([]);
  });
});

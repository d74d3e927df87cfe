// The autosave's pure parts: which fields a save sends, which failures it tries again by itself, and the
// browser's store of unsaved edits per document.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { draftKey, draftStore } from './autosave-drafts';
import { changedFields, isStaleVersion, isTransientFailure } from './use-autosave';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('changedFields', () => {
  it('sends the top-level fields whose value differs, arrays compared by content', () => {
    // Prepare
    const base = { nome: 'Ana', cidade: 'Recife', cursos: ['A'], extra: ['B'] };
    // Act
    const changes = changedFields(base, { nome: 'Ana', cidade: 'Olinda', cursos: ['A'], extra: ['B', 'C'] });
    // Assess
    expect(changes).toEqual({ cidade: 'Olinda', extra: ['B', 'C'] });
    expect(changedFields(null, { nome: 'Ana' })).toEqual({ nome: 'Ana' });
  });
});

describe('failures', () => {
  it('retries no answer and server trouble, not a refusal; tells a stale version apart', () => {
    expect(isTransientFailure(new ApiError('Erro de rede', 0, 'network_error'))).toBe(true);
    expect(isTransientFailure(new ApiError('Falha HTTP 503', 503, 'http_error'))).toBe(true);
    expect(isTransientFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientFailure(new ApiError('Sem permissão', 403, 'blocked'))).toBe(false);
    expect(isTransientFailure(new ApiError('Limite', 409, 'edit_limit'))).toBe(false);
    expect(
      isStaleVersion(new ApiError('Este documento foi alterado em outra janela', 409, 'stale_version')),
    ).toBe(true);
    expect(isStaleVersion(new ApiError('Limite', 409, 'edit_limit'))).toBe(false);
  });
});

describe('draftStore', () => {
  it('keeps one entry per document (a new one under "new") until removed', () => {
    // Prepare
    const storage = new MemoryStorage();
    const store = draftStore<{ nome: string }>('declaracao_residencia:uid-1', storage as unknown as Storage);
    const entry = { value: { nome: 'Depois' }, baseValue: { nome: 'Antes' }, baseVersion: 3 };
    // Act
    store.write('decl-1', entry);
    store.write(null, { ...entry, baseVersion: null });
    const read = store.read('decl-1');
    store.remove('decl-1');
    // Assess
    expect(read).toEqual(entry);
    expect(store.read('decl-1')).toBeNull();
    expect(store.read(null)?.baseVersion).toBeNull();
    expect([...storage.items.keys()]).toEqual([draftKey('declaracao_residencia:uid-1', null)]);
    expect(draftKey('curriculo:uid-1', null)).toBe('autosave:curriculo:uid-1:new');
  });
});

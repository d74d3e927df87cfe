// The autosave's pure parts: which fields a save sends, which failures it tries again by itself, and the
// browser's store of unsaved edits per tab and document.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { draftKey, draftStore, markTabAlive, markTabGone } from './autosave-drafts';
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
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
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
  it('keeps one entry per tab and document (a new one under "new") until removed', () => {
    // Prepare
    const storage = new MemoryStorage() as unknown as Storage;
    const store = draftStore<{ nome: string }>('declaracao_residencia:uid-1', 'aba-1', storage);
    const entry = { value: { nome: 'Depois' }, baseValue: { nome: 'Antes' }, baseVersion: 3 };
    // Act
    store.write('decl-1', entry);
    store.write(null, { ...entry, baseVersion: null });
    const read = store.read('decl-1');
    store.remove('decl-1');
    // Assess
    expect(read).toMatchObject(entry);
    expect(store.read('decl-1')).toBeNull();
    expect(store.read(null)?.baseVersion).toBeNull();
    expect([...(storage as unknown as MemoryStorage).items.keys()]).toEqual([
      draftKey('declaracao_residencia:uid-1', null, 'aba-1'),
    ]);
    expect(draftKey('curriculo:uid-1', null, 'aba-1')).toBe('autosave:curriculo:uid-1:new:aba-1');
  });

  it('never lets one tab remove another tab’s draft, and offers a closed tab’s draft to the next one', () => {
    // Prepare: two tabs edited the same document; tab 2 is still open, tab 3 was closed.
    const storage = new MemoryStorage() as unknown as Storage;
    const tab = (id: string) => draftStore<{ nome: string; cidade: string }>('contrato:uid-1', id, storage);
    const base = { nome: 'Ana', cidade: 'Recife' };
    tab('aba-2').write('c-1', { value: { ...base, nome: 'Bia' }, baseValue: base, baseVersion: 2 });
    tab('aba-3').write('c-1', { value: { ...base, cidade: 'Olinda' }, baseValue: base, baseVersion: 2 });
    markTabAlive('aba-2', Date.now(), storage);
    markTabAlive('aba-3', Date.now(), storage);
    markTabGone('aba-3', storage);

    // Act: tab 1 saves (removing only its own draft), then opens the document again
    tab('aba-1').remove('c-1');
    const recovered = tab('aba-1').recover('c-1');

    // Assess
    expect(recovered.map((entry) => entry.value)).toEqual([{ ...base, cidade: 'Olinda' }]);
    expect(tab('aba-2').read('c-1')?.value).toEqual({ ...base, nome: 'Bia' });
    expect(tab('aba-3').read('c-1')).toBeNull();
  });
});

// The autosave's pure parts: which fields a save sends, which failures it tries again by itself, and the
// browser's store of unsaved edits per tab and document.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { currentTabId, draftKey, draftStore, markTabAlive, markTabGone, watchTabId } from './autosave-drafts';
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

describe('a tab the browser duplicated', () => {
  it('takes an id of its own when an open tab already holds the one its copied sessionStorage named', async () => {
    // Prepare: the first tab open with its id; the duplicate's sessionStorage a copy of the first's. Each tab
    // is its own BroadcastChannel on the same channel, as two tabs of the site are.
    const channelName = `autosave-tabs-test-${Math.random()}`;
    const first = new MemoryStorage() as unknown as Storage;
    const original = currentTabId(first);
    const duplicate = new MemoryStorage() as unknown as Storage;
    duplicate.setItem('autosave-tab-id', original);
    // The first tab has settled (nobody else held its id) before the copy opens, as a tab open for a while has.
    const firstWatch = watchTabId({ session: first, channelName, waitMs: 20 });
    await firstWatch.settled;
    const local = new MemoryStorage() as unknown as Storage;
    draftStore<{ nome: string }>('kind:uid', original, local).write('doc-1', {
      value: { nome: 'Da primeira aba' },
      baseValue: { nome: '' },
      baseVersion: 1,
    });

    // Act
    const duplicateWatch = watchTabId({ session: duplicate, channelName, waitMs: 60_000 });
    const kept = await duplicateWatch.settled;
    const duplicateStore = draftStore<{ nome: string }>('kind:uid', currentTabId(duplicate), local);
    duplicateStore.write('doc-1', { value: { nome: 'Da cópia' }, baseValue: { nome: '' }, baseVersion: 1 });
    duplicateStore.remove('doc-1');
    firstWatch.stop();
    duplicateWatch.stop();

    // Assess: the copy has a new id, the first tab kept its own, and the copy's save left the first's draft.
    expect(kept).not.toBe(original);
    expect(currentTabId(duplicate)).toBe(kept);
    expect(currentTabId(first)).toBe(original);
    expect(draftStore<{ nome: string }>('kind:uid', original, local).read('doc-1')?.value).toEqual({
      nome: 'Da primeira aba',
    });
  });

  it('keeps its id when no open tab holds it (a reload), and one of two asking at once keeps it', async () => {
    // Prepare
    const channelName = `autosave-tabs-test-${Math.random()}`;
    const reloaded = new MemoryStorage() as unknown as Storage;
    const id = currentTabId(reloaded);
    const a = new MemoryStorage() as unknown as Storage;
    const b = new MemoryStorage() as unknown as Storage;
    a.setItem('autosave-tab-id', 'mesma-aba');
    b.setItem('autosave-tab-id', 'mesma-aba');

    // Act
    const alone = await watchTabId({ session: reloaded, channelName: `${channelName}-so`, waitMs: 20 })
      .settled;
    const watchA = watchTabId({ session: a, channelName, waitMs: 2_000 });
    const watchB = watchTabId({ session: b, channelName, waitMs: 2_000 });
    const ids = await Promise.all([watchA.settled, watchB.settled]);
    watchA.stop();
    watchB.stop();

    // Assess
    expect(alone).toBe(id);
    expect(ids.filter((kept) => kept === 'mesma-aba')).toHaveLength(1);
    expect(new Set(ids).size).toBe(2);
  });
});

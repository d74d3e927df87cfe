import { CURRICULOS_STORAGE_KEY, RELEASE_WINDOW_MS } from '@shared/documents/curriculo/rules';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { LAYOUT_PREFERENCE_KEY } from './layout-preference-key';
import {
  clearLayoutPreference,
  forgetLocalCurriculo,
  mirrorCurriculo,
  readLayoutPreference,
  readLocalRecords,
  writeLayoutPreference,
} from './local-records';

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);
const base = { status: 'liberado' as const, pay: true, needs_repayment: false };

describe('the curriculos mirror', () => {
  it('keeps one record per resume with e-mail, paidAt and the shown status, newest write first', () => {
    // Prepare
    const storage = memoryStorage();
    const paidAt = NOW - 1000;
    // Act
    mirrorCurriculo({ ...base, id: 'a', paidAt }, ' ana@exemplo.com ', { storage, now: NOW });
    mirrorCurriculo({ ...base, id: 'b', paidAt: NOW - RELEASE_WINDOW_MS - 1 }, 'ana@exemplo.com', {
      storage,
      now: NOW,
    });
    mirrorCurriculo(
      { ...base, id: 'a', status: 'pendente', needs_repayment: true, paidAt },
      'ana@exemplo.com',
      {
        storage,
        now: NOW,
      },
    );
    // Assess
    expect(readLocalRecords(storage)).toEqual([
      { id: 'a', email: 'ana@exemplo.com', paidAt: new Date(paidAt).toISOString(), status: 'pendente' },
      {
        id: 'b',
        email: 'ana@exemplo.com',
        paidAt: new Date(NOW - RELEASE_WINDOW_MS - 1).toISOString(),
        status: 'expirado',
      },
    ]);
  });

  it('forgets a deleted resume and reads garbage as empty', () => {
    // Prepare
    const storage = memoryStorage();
    mirrorCurriculo({ ...base, id: 'a', paidAt: null, status: 'pendente', pay: false }, 'x@y.z', { storage });
    // Act
    forgetLocalCurriculo('a', storage);
    // Assess
    expect(readLocalRecords(storage)).toEqual([]);
    storage.setItem(CURRICULOS_STORAGE_KEY, '{not json');
    expect(readLocalRecords(storage)).toEqual([]);
    storage.setItem(CURRICULOS_STORAGE_KEY, JSON.stringify([{ id: 1 }, { id: 'ok' }]));
    expect(readLocalRecords(storage)).toEqual([]);
  });
});

describe('the layout preference', () => {
  it('round-trips a layout with its colours, normalised', () => {
    // Prepare
    const storage = memoryStorage();
    // Act
    writeLayoutPreference(
      { lastLayout: 'classic', layoutConfig: { primaryColor: '#ABC', accentColor: '#123456' } },
      storage,
    );
    // Assess
    expect(readLayoutPreference(storage)).toEqual({
      lastLayout: 'classic',
      layoutConfig: { primaryColor: '#aabbcc', accentColor: '#123456' },
    });
    clearLayoutPreference(storage);
    expect(readLayoutPreference(storage)).toBeNull();
  });

  it('ignores an unknown layout', () => {
    const storage = memoryStorage();
    storage.setItem(LAYOUT_PREFERENCE_KEY, JSON.stringify({ lastLayout: 'fancy' }));
    expect(readLayoutPreference(storage)).toBeNull();
  });
});

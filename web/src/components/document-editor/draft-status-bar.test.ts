import { describe, expect, it } from 'vitest';
import { statusText } from './draft-status-bar';

describe('draft status bar text', () => {
  // 17:03 UTC is 14:03 in Brasília (UTC−3), the time Minhas Declarações shows, whatever the machine's zone.
  const at = new Date('2026-03-05T17:03:00Z');

  it('tells a browser draft, an unsaved one, saving, saved at HH:MM and a quiet failure', () => {
    const base = { signedIn: true, recordId: 'decl-1', isDraft: true } as const;
    expect(statusText({ ...base, signedIn: false, status: { kind: 'idle' } })).toBe(
      'Rascunho guardado neste navegador',
    );
    expect(statusText({ ...base, recordId: null, status: { kind: 'idle' } })).toBe(
      'Rascunho ainda não salvo',
    );
    expect(statusText({ ...base, status: { kind: 'saving' } })).toBe('Salvando...');
    expect(statusText({ ...base, status: { kind: 'saved', at } })).toBe('Rascunho salvo às 14:03');
    expect(statusText({ ...base, isDraft: false, status: { kind: 'saved', at } })).toBe(
      'Declaração salva às 14:03',
    );
    const failed = { kind: 'error', manual: false, options: undefined, retrying: true } as const;
    expect(statusText({ ...base, status: failed })).toBe('Falha ao auto-salvar');
    expect(statusText({ ...base, status: { ...failed, manual: true } })).toBe('Falha ao salvar agora');
    expect(statusText({ ...base, status: { kind: 'conflict' } })).toBe(
      'Este documento foi alterado em outra janela',
    );
  });
});

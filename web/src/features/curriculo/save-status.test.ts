import { CURRICULO_MESSAGES } from '@shared/documents/curriculo/schema';
import { describe, expect, it } from 'vitest';
import { SAVE_ERROR_TEXT, saveStatusText } from './save-status';

describe('saveStatusText', () => {
  it('reads idle, saving, saved with the time and each failure text', () => {
    // Prepare
    const at = new Date(2026, 2, 10, 9, 5);
    // Act / Assess
    expect(saveStatusText({ kind: 'idle' })).toBe('');
    expect(saveStatusText({ kind: 'saving' })).toBe('Salvando...');
    expect(saveStatusText({ kind: 'saved', at })).toBe('Salvo às 09:05');
    expect(saveStatusText({ kind: 'error', manual: false, options: undefined, retrying: true })).toBe(
      'Falha ao auto-salvar',
    );
    expect(
      saveStatusText({ kind: 'error', manual: true, options: { kind: 'preview' }, retrying: false }),
    ).toBe('Falha ao salvar currículo.');
    expect(saveStatusText({ kind: 'conflict' })).toBe('Este documento foi alterado em outra janela');
    expect(SAVE_ERROR_TEXT).toEqual({
      auto: CURRICULO_MESSAGES.falhaAutoSalvar,
      quick: 'Falha ao salvar agora',
      main: 'Erro ao salvar currículo. Tente novamente.',
      preview: 'Falha ao salvar currículo.',
    });
  });
});

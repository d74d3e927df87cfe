import { CURRICULO_MESSAGES } from '@shared/documents/curriculo/schema';
import { describe, expect, it } from 'vitest';
import { SAVE_ERROR_TEXT, saveStatusText } from './use-curriculo-saver';

describe('saveStatusText', () => {
  it('reads idle, saving, saved with the time and each failure text', () => {
    // Prepare
    const at = new Date(2026, 2, 10, 9, 5);
    // Act / Assess
    expect(saveStatusText({ kind: 'idle' })).toBe('');
    expect(saveStatusText({ kind: 'saving' })).toBe('Salvando...');
    expect(saveStatusText({ kind: 'saved', at })).toBe('Salvo às 09:05');
    expect(saveStatusText({ kind: 'error', message: SAVE_ERROR_TEXT.auto })).toBe('Falha ao auto-salvar');
    expect(SAVE_ERROR_TEXT).toEqual({
      auto: CURRICULO_MESSAGES.falhaAutoSalvar,
      quick: 'Falha ao salvar agora',
      main: 'Erro ao salvar currículo. Tente novamente.',
      preview: 'Falha ao salvar currículo.',
    });
  });
});

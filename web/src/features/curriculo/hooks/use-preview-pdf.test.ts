// What the resume page says when a preview fails: a limit's 429 shows the server's message as it is.
import { EDGE_RATE_LIMITED_MESSAGE } from '@shared/api/rate-limits';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { previewErrorMessage } from './use-preview-pdf';

describe('previewErrorMessage', () => {
  it("shows a limit's message, the product's and the front door's", () => {
    // Prepare
    const perPerson = 'Muitas prévias em pouco tempo. Aguarde 20 segundos e tente novamente.';

    // Act
    const shown = [
      previewErrorMessage(new ApiError(perPerson, 429, 'rate_limited')),
      previewErrorMessage(new ApiError(EDGE_RATE_LIMITED_MESSAGE, 429, 'rate_limited')),
    ];

    // Assess
    expect(shown).toEqual([perPerson, EDGE_RATE_LIMITED_MESSAGE]);
  });

  it('keeps its own words for a network failure and a server error', () => {
    // Act
    const offline = previewErrorMessage(new ApiError('Erro de rede', 0, 'network_error'));
    const broken = previewErrorMessage(new ApiError('Erro interno.', 500, 'internal'));

    // Assess
    expect(offline).toBe('Sem conexão: não foi possível gerar a prévia.');
    expect(broken).toBe('Não foi possível gerar a prévia. Tente novamente.');
  });
});

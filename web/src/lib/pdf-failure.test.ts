// The PDF failure toast: the network, a blocked document, anything else.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { BLOCKED_PDF_MESSAGE, pdfFailureMessage } from './pdf-failure';

describe('pdfFailureMessage', () => {
  it('says why a blocked document gives no PDF', () => {
    expect(pdfFailureMessage(new ApiError('Documento bloqueado (contate suporte).', 403, 'blocked'))).toBe(
      BLOCKED_PDF_MESSAGE,
    );
  });

  it('says a network failure is one', () => {
    expect(pdfFailureMessage(new ApiError('Erro de rede', 0, 'network'))).toBe('Erro de rede');
  });

  it('keeps the page’s own wording for anything else', () => {
    expect(pdfFailureMessage(new ApiError('x', 500, 'internal'))).toBe('Falha ao gerar PDF');
    expect(pdfFailureMessage(new Error('x'), 'Falha ao gerar notas')).toBe('Falha ao gerar notas');
  });
});

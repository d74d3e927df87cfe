import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isAlreadyPaid, payFailure } from './pay-errors';

describe('mp-pay failures as the person sees them', () => {
  it('shows our API’s 4xx messages and the catalogue fallbacks otherwise', () => {
    expect(
      payFailure(new ApiError('Informe e-mail válido', 400, 'invalid_email'), 'Falha ao gerar PIX'),
    ).toBe('Informe e-mail válido');
    expect(payFailure(new ApiError('Falha HTTP 404', 404, 'http_error'), 'Falha ao gerar PIX')).toBe(
      'Falha ao gerar PIX',
    );
    expect(payFailure(new ApiError('Falha ao gerar PIX', 502, 'gateway_error'), 'Falha ao gerar PIX')).toBe(
      'Falha ao gerar PIX',
    );
    expect(payFailure(new ApiError('Erro de rede', 0, 'network_error'), 'Falha ao gerar PIX')).toBe(
      'Erro de rede',
    );
    expect(payFailure(new TypeError('x is undefined'), 'Falha ao gerar PIX')).toBe('Erro inesperado');
  });

  it('recognises the server’s "already paid" answer only', () => {
    expect(isAlreadyPaid(new ApiError('Pagamento já aprovado', 409, 'already_paid'))).toBe(true);
    expect(isAlreadyPaid(new ApiError('Admin: pagamento não exigido.', 409, 'admin_no_payment'))).toBe(false);
    expect(isAlreadyPaid(new Error('Pagamento já aprovado'))).toBe(false);
  });
});

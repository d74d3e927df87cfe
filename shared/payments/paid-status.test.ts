import { describe, expect, it } from 'vitest';
import { isApproved, isPaidStatus, PAID_STATUSES } from './paid-status';

describe('paid-status sets', () => {
  it('hold exactly the values the spec lists for each area', () => {
    expect([...PAID_STATUSES.curriculo].sort()).toEqual(
      ['approved', 'paid', 'authorized', 'accredited', 'available', 'success', '3', '4'].sort(),
    );
    expect([...PAID_STATUSES.declaracao_residencia].sort()).toEqual(
      ['approved', 'paid', 'available', 'pago', 'accredited', '3', '4'].sort(),
    );
    expect(PAID_STATUSES.declaracao_trabalho).toEqual(['approved']);
    expect([...PAID_STATUSES.contrato_lista].sort()).toEqual(
      ['paid', 'approved', 'available', '3', '4'].sort(),
    );
    expect([...PAID_STATUSES.promissoria].sort()).toEqual(['approved', 'success', 'paid'].sort());
    expect(PAID_STATUSES.recibos_sem_contrato).toEqual(PAID_STATUSES.promissoria);
    expect(PAID_STATUSES.recibos_com_contrato).toEqual(PAID_STATUSES.declaracao_residencia);
    expect(PAID_STATUSES.contrato_locacao).toEqual(PAID_STATUSES.curriculo);
    expect(PAID_STATUSES.procuracao_veiculo).toEqual(
      expect.arrayContaining([
        'approved',
        'available',
        'accredited',
        'authorized',
        'authorized_payment',
        'pago',
      ]),
    );
  });

  it('differ between areas the way the spec says', () => {
    // Assess: the same status reads as paid on one page and not on another
    expect(isPaidStatus('curriculo', 'authorized')).toBe(true);
    expect(isPaidStatus('declaracao_residencia', 'authorized')).toBe(false);
    expect(isPaidStatus('declaracao_residencia', 'pago')).toBe(true);
    expect(isPaidStatus('declaracao_trabalho', 'paid')).toBe(false);
    expect(isPaidStatus('promissoria', 'available')).toBe(false);
    expect(isPaidStatus('procuracao_veiculo', 'authorized_payment')).toBe(true);
  });

  it('reads numeric codes and ignores case and blanks', () => {
    expect(isPaidStatus('contrato_lista', 3)).toBe(true);
    expect(isPaidStatus('contrato_lista', '4')).toBe(true);
    expect(isPaidStatus('declaracao_residencia', ' APPROVED ')).toBe(true);
    expect(isPaidStatus('curriculo', 'pending')).toBe(false);
    expect(isPaidStatus('curriculo', undefined)).toBe(false);
    expect(isPaidStatus('curriculo', '')).toBe(false);
  });
});

describe('isApproved (the server release rule)', () => {
  it('accepts only Mercado Pago approved', () => {
    expect(isApproved('approved')).toBe(true);
    for (const s of [
      'authorized',
      'paid',
      'pago',
      'accredited',
      'available',
      'success',
      '3',
      4,
      'pending',
      null,
    ]) {
      expect(isApproved(s)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { paymentPhase, paymentStatusLine } from './payment-status';

describe('payment phase', () => {
  it('reads paid with the area’s own set (spec part 2 §4)', () => {
    expect(paymentPhase('declaracao_residencia', 'approved')).toBe('paid');
    expect(paymentPhase('declaracao_residencia', 'pago')).toBe('paid');
    expect(paymentPhase('declaracao_residencia', 3)).toBe('paid');
    expect(paymentPhase('declaracao_trabalho', 'accredited')).toBe('open');
    expect(paymentPhase('declaracao_trabalho', 'APPROVED')).toBe('paid');
  });

  it('ends on the statuses that can never become paid, and keeps others open', () => {
    // `expired` is the server's name for a PIX that lapsed unpaid.
    for (const s of ['rejected', 'cancelled', 'expired', 'refunded', 'charged_back'])
      expect(paymentPhase('curriculo', s)).toBe('failed');
    for (const s of ['pending', 'in_process', 'in_mediation', null, '', 'aguardando'])
      expect(paymentPhase('curriculo', s)).toBe('open');
  });
});

describe('payment status line', () => {
  it('says the status in Portuguese', () => {
    expect(paymentStatusLine(null)).toBe('Status: aguardando');
    expect(paymentStatusLine('pending')).toBe('Status: aguardando pagamento');
    expect(paymentStatusLine('approved')).toBe('Status: pagamento aprovado');
    expect(paymentStatusLine('cancelled')).toBe('Status: pagamento cancelado ou expirado');
    expect(paymentStatusLine('rejected')).toBe('Status: pagamento recusado');
    expect(paymentStatusLine('expired')).toBe('Status: PIX expirado');
  });

  it('shows an unknown status as it came', () => {
    expect(paymentStatusLine('novo_status')).toBe('Status: novo_status');
  });
});

// The Portuguese words of Mercado Pago's statuses, shared by the payment panel and the admin console.
import { describe, expect, it } from 'vitest';
import { paymentStatusLabel } from './status-labels';

describe('paymentStatusLabel', () => {
  it.each([
    ['approved', 'pagamento aprovado'],
    ['REFUNDED', 'pagamento estornado'],
    [' pending ', 'aguardando pagamento'],
    ['charged_back', 'pagamento contestado'],
    ['expired', 'PIX expirado'],
  ])('%s reads "%s"', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });

  it('shows an unknown status as it came, and never a prototype member', () => {
    expect(paymentStatusLabel('novo_status')).toBe('novo_status');
    expect(paymentStatusLabel('constructor')).toBe('constructor');
  });
});

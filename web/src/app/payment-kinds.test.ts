import { describe, expect, it } from 'vitest';
import { paymentKindFor as kindFor } from '@/lib/payment-kinds';
import { PAYMENT_KINDS } from './payment-kinds';

const paymentKindFor = (reference: string) => kindFor(reference, PAYMENT_KINDS);

describe('paymentKindFor', () => {
  it('sends declaration references to their kind and unprefixed ones to the resume', () => {
    expect(paymentKindFor('decl-01JABC')?.id).toBe('declaracao_residencia');
    expect(paymentKindFor('decl-trab-01JABC')?.id).toBe('declaracao_trabalho');
    expect(paymentKindFor('contrato-uid-1700000000000-abc')?.id).toBe('contrato_locacao');
    expect(paymentKindFor('promissoria-u1-1700000000000-abcdef0123')?.id).toBe('promissoria');
    expect(paymentKindFor('cv-01JABC-r1712345678901')?.id).toBe('curriculo');
    expect(paymentKindFor('01JABCDEF')?.id).toBe('curriculo');
  });

  it('knows no kind yet for the other prefixes', () => {
    expect(paymentKindFor('reciboaluguel-1')).toBeNull();
  });
});

// The payer e-mail the payment panel sends: the account's own is left to the server (from the token).
import { describe, expect, it } from 'vitest';
import { isPayerEmail, payerEmailToSend } from './payer-email';

describe('payerEmailToSend', () => {
  it("sends nothing while the field holds the signed-in person's e-mail", () => {
    expect(payerEmailToSend('maria@example.com', 'maria@example.com')).toBe('');
    expect(payerEmailToSend('  Maria@Example.com ', 'maria@example.com')).toBe('');
  });

  it('sends the e-mail the person changed it to', () => {
    expect(payerEmailToSend(' financeiro@example.com ', 'maria@example.com')).toBe('financeiro@example.com');
  });

  it('sends what someone not signed in typed', () => {
    expect(payerEmailToSend('ana@example.com', '')).toBe('ana@example.com');
  });
});

describe('isPayerEmail', () => {
  it('takes something@something.something and refuses the rest', () => {
    expect(isPayerEmail('ana@example.com')).toBe(true);
    expect(isPayerEmail('ana@@example')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  centsToReais,
  clampPixExpirationMinutes,
  formatMercadoPagoDate,
  mercadoPagoSettingsFromEnv,
  toGatewayPayment,
} from './mercado-pago';

describe('formatMercadoPagoDate', () => {
  it('writes ISO 8601 with the Brasília offset, the same instant', () => {
    // Act
    const text = formatMercadoPagoDate(new Date('2026-01-31T02:30:00.000Z'));
    // Assess
    expect(text).toBe('2026-01-30T23:30:00.000-03:00');
    expect(Date.parse(text)).toBe(Date.parse('2026-01-31T02:30:00.000Z'));
  });
});

describe('clampPixExpirationMinutes', () => {
  it('keeps Mercado Pago limits of 30 minutes to 30 days', () => {
    expect(clampPixExpirationMinutes(10)).toBe(30);
    expect(clampPixExpirationMinutes(90)).toBe(90);
    expect(clampPixExpirationMinutes(60 * 24 * 31)).toBe(60 * 24 * 30);
    expect(clampPixExpirationMinutes(Number.NaN)).toBe(60 * 24);
  });
});

describe('centsToReais', () => {
  it('turns centavos into the reais Mercado Pago expects', () => {
    expect(centsToReais(990)).toBe(9.9);
    expect(centsToReais(1)).toBe(0.01);
    expect(centsToReais(123456)).toBe(1234.56);
  });

  it('refuses anything but a positive whole number of centavos', () => {
    for (const bad of [0, -990, 9.9, Number.NaN]) expect(() => centsToReais(bad)).toThrow();
  });
});

describe('toGatewayPayment', () => {
  it('maps Mercado Pago fields to the port, amounts in centavos', () => {
    // Act
    const p = toGatewayPayment({
      id: 123,
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 19.9,
      currency_id: 'BRL',
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      external_reference: 'decl-1',
      payer: { email: 'a@example.com' } as never,
      installments: 1,
      date_created: '2026-01-01T10:00:00.000-03:00',
      date_approved: '2026-01-01T10:05:00.000-03:00',
      point_of_interaction: {
        transaction_data: { qr_code: '000201', qr_code_base64: 'iVBOR', ticket_url: 'https://t' },
      },
      api_response: { status: 200, headers: ['', []] },
    });
    // Assess
    expect(p).toMatchObject({
      id: '123',
      status: 'approved',
      amountCents: 1990,
      currency: 'BRL',
      externalReference: 'decl-1',
      payerEmail: 'a@example.com',
      pix: { qrCode: '000201', qrBase64: 'iVBOR', ticketUrl: 'https://t' },
      dateApproved: '2026-01-01T10:05:00.000-03:00',
      dateOfExpiration: null,
    });
  });

  it('has no PIX data for a card payment', () => {
    expect(toGatewayPayment({ id: 1, status: 'rejected', transaction_amount: 9.9 } as never).pix).toBeNull();
  });
});

describe('mercadoPagoSettingsFromEnv', () => {
  it('uses production unless MP_API_BASE_URL says otherwise, and defaults the PIX lifetime to 24 h', () => {
    expect(mercadoPagoSettingsFromEnv({ PUBLIC_API_BASE_URL: 'https://site.test/backend/api/' })).toEqual({
      apiBaseUrl: 'https://api.mercadopago.com',
      publicApiBaseUrl: 'https://site.test/backend/api',
      pixExpirationMinutes: 1440,
    });
    const local = mercadoPagoSettingsFromEnv({
      PUBLIC_API_BASE_URL: 'http://127.0.0.1:3000/backend/api',
      MP_API_BASE_URL: 'http://127.0.0.1:3000/__mp',
      MP_PIX_EXPIRATION_MINUTES: '5',
    });
    expect(local.apiBaseUrl).toBe('http://127.0.0.1:3000/__mp');
    expect(local.pixExpirationMinutes).toBe(30);
  });

  it('names the variable that is missing or wrong', () => {
    expect(() => mercadoPagoSettingsFromEnv({})).toThrow(/PUBLIC_API_BASE_URL/);
    expect(() =>
      mercadoPagoSettingsFromEnv({ PUBLIC_API_BASE_URL: 'https://x.test', MP_API_BASE_URL: 'nope' }),
    ).toThrow(/MP_API_BASE_URL/);
    expect(() =>
      mercadoPagoSettingsFromEnv({
        PUBLIC_API_BASE_URL: 'https://x.test',
        MP_PIX_EXPIRATION_MINUTES: 'muito',
      }),
    ).toThrow(/MP_PIX_EXPIRATION_MINUTES/);
  });
});

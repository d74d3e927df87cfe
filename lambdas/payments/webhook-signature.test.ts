import { WebhookSignatureValidator } from 'mercadopago/dist/utils/webhook';
import { describe, expect, it } from 'vitest';
import {
  mercadoPagoSignatureManifest,
  signMercadoPagoWebhook,
  verifyMercadoPagoSignature,
} from './webhook-signature';

// Worked example. The expected hex was computed outside this code with
//   printf '%s' 'id:123456789;request-id:2f1e3c4d-5b6a-4789-9abc-def012345678;ts:1742505638;' \
//     | openssl dgst -sha256 -hmac 'segredo-de-teste'
const SECRET = 'segredo-de-teste';
const DATA_ID = '123456789';
const REQUEST_ID = '2f1e3c4d-5b6a-4789-9abc-def012345678';
const TS = 1742505638;
const EXPECTED_HEX = 'fe3d01c3f6e4f88b0e9da3e6d7f4f924819b025c0080d5a376acb65389d7738c';
const AT_TS = TS * 1000;

describe('signMercadoPagoWebhook', () => {
  it('builds the manifest Mercado Pago documents', () => {
    expect(mercadoPagoSignatureManifest({ dataId: DATA_ID, requestId: REQUEST_ID, ts: TS })).toBe(
      'id:123456789;request-id:2f1e3c4d-5b6a-4789-9abc-def012345678;ts:1742505638;',
    );
  });

  it('matches the worked example', () => {
    // Act
    const header = signMercadoPagoWebhook({ secret: SECRET, dataId: DATA_ID, requestId: REQUEST_ID, ts: TS });
    // Assess
    expect(header).toBe(`ts=${TS},v1=${EXPECTED_HEX}`);
  });

  it('lower-cases an alphanumeric id, as Mercado Pago signs it', () => {
    // openssl: 'id:abc123def;request-id:rid-1;ts:1742505638;' with the same secret
    const header = signMercadoPagoWebhook({
      secret: SECRET,
      dataId: 'ABC123def',
      requestId: 'rid-1',
      ts: TS,
    });
    expect(header).toBe(`ts=${TS},v1=0b4523de99328ac1f6c324a00671f75d662edc7e489015ca6f6e18039fbe5548`);
  });

  it('leaves missing parts out of the manifest', () => {
    expect(mercadoPagoSignatureManifest({ dataId: '', requestId: undefined, ts: 5 })).toBe('ts:5;');
  });

  it('is accepted by the validator shipped in the mercadopago SDK', () => {
    // Prepare
    const xSignature = signMercadoPagoWebhook({
      secret: SECRET,
      dataId: DATA_ID,
      requestId: REQUEST_ID,
      ts: TS,
    });
    // Act / Assess: throws on mismatch
    expect(() =>
      WebhookSignatureValidator.validate({
        xSignature,
        xRequestId: REQUEST_ID,
        dataId: DATA_ID,
        secret: SECRET,
        toleranceSeconds: 300,
        now: () => AT_TS,
      }),
    ).not.toThrow();
  });
});

describe('verifyMercadoPagoSignature', () => {
  const valid = {
    xSignature: `ts=${TS},v1=${EXPECTED_HEX}`,
    xRequestId: REQUEST_ID,
    dataId: DATA_ID,
    secret: SECRET,
    now: AT_TS,
  };

  it('accepts the worked example', () => {
    expect(verifyMercadoPagoSignature(valid)).toEqual({ ok: true, ts: TS });
  });

  it('accepts the parts in any order, with spaces and upper-case hex', () => {
    const check = verifyMercadoPagoSignature({
      ...valid,
      xSignature: `v1=${EXPECTED_HEX.toUpperCase()}, ts=${TS}`,
    });
    expect(check.ok).toBe(true);
  });

  it('fails closed when no secret is configured', () => {
    expect(verifyMercadoPagoSignature({ ...valid, secret: '' })).toEqual({ ok: false, reason: 'no-secret' });
    expect(verifyMercadoPagoSignature({ ...valid, secret: undefined })).toEqual({
      ok: false,
      reason: 'no-secret',
    });
  });

  it('refuses a wrong secret, another id, another request id', () => {
    expect(verifyMercadoPagoSignature({ ...valid, secret: 'outro' })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyMercadoPagoSignature({ ...valid, dataId: '123456780' })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyMercadoPagoSignature({ ...valid, xRequestId: 'x' })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyMercadoPagoSignature({ ...valid, xSignature: undefined })).toEqual({
      ok: false,
      reason: 'missing-signature',
    });
    for (const bad of [
      `v1=${EXPECTED_HEX}`,
      `ts=${TS}`,
      `ts=abc,v1=${EXPECTED_HEX}`,
      `ts=${TS},v1=zz`,
      'garbage',
    ]) {
      expect(verifyMercadoPagoSignature({ ...valid, xSignature: bad })).toEqual({
        ok: false,
        reason: 'malformed-signature',
      });
    }
  });

  it('refuses a ts more than five minutes away, either side', () => {
    expect(verifyMercadoPagoSignature({ ...valid, now: AT_TS + 300_000 }).ok).toBe(true);
    expect(verifyMercadoPagoSignature({ ...valid, now: AT_TS + 301_000 })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyMercadoPagoSignature({ ...valid, now: AT_TS - 301_000 })).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('verifies what the signer produced for an alphanumeric id given in either case', () => {
    // Prepare
    const xSignature = signMercadoPagoWebhook({ secret: SECRET, dataId: 'AbC9', requestId: 'r', ts: TS });
    // Act / Assess
    expect(verifyMercadoPagoSignature({ ...valid, xSignature, dataId: 'abc9', xRequestId: 'r' }).ok).toBe(
      true,
    );
  });
});

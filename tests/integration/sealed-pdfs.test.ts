// Issue 43 item 1 over HTTP, on dynalite, the local S3 server and the Mercado Pago stand-in: the released PDF of
// every kind (and each note of the batch's ZIP, and the resume) carries one valid seal of the local test
// certificate, checked in Node as a reader checks it; /verificar answers the SHA-256 of those sealed bytes; one
// byte changed breaks the seal. The same files checked with poppler's pdfsig: tests/e2e/pdfsig.e2e.test.ts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSealCommonName } from '../../local/test-seal-certificate';
import { readableReference } from '../../shared/format/reference';
import { KIND_IDS } from '../../shared/kinds';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { PLACEHOLDER_SELLER } from '../../shared/seller';
import { checkPdfSignature, withOneByteChanged } from '../support/pdf-signature';
import { footerCode, RELEASED_KINDS, type ReleasedPdf, releaseEveryKind } from '../support/released-pdfs';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let released: ReleasedPdf[];

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  const token = await runtime.login({ email: 'selo@example.com', name: 'Selo' });
  released = await releaseEveryKind(runtime, token);
}, 240_000);

afterAll(async () => {
  await runtime?.stop();
});

describe('every kind’s released PDF', () => {
  it('holds one valid seal of the seller, and /verificar answers the sealed bytes’ hash', async () => {
    // Act
    const checks = released.map(({ name, bytes }) => ({ name, check: checkPdfSignature(bytes) }));
    const hashes = await Promise.all(
      released.map(async ({ bytes }) => {
        const code = footerCode((await extractPdfText(bytes)).pages.join(' '));
        return (await runtime.api(`/verificar?code=${code}`)).body.sha256;
      }),
    );

    // Assess
    expect(released.map((r) => r.name)).toHaveLength(11);
    // Every kind of the manifests, the tenth (the payment receipt) included.
    expect([...RELEASED_KINDS].sort()).toEqual([...KIND_IDS].sort());
    for (const { name, check } of checks) {
      expect(check, name).toMatchObject({
        valid: true,
        coversWholeFile: true,
        signatureCount: 1,
        subFilter: 'ETSI.CAdES.detached',
        signerName: localSealCommonName(PLACEHOLDER_SELLER.legalName),
      });
      expect(check.signingTime, name).toBeInstanceOf(Date);
    }
    released.forEach(({ name, bytes }, i) => {
      expect(hashes[i], name).toBe(createHash('sha256').update(bytes).digest('hex'));
    });
  });

  it('prints the document’s readable reference beside the verification code on every page', async () => {
    // Act
    const pages = await Promise.all(released.map(async ({ bytes }) => (await extractPdfText(bytes)).pages));

    // Assess: issue 41 item 5, the reference the page, the lists and support read ("CONT-9F3A2-C41B7").
    released.forEach(({ name, id }, i) => {
      expect(pages[i]!.length, name).toBeGreaterThan(0);
      for (const page of pages[i]!)
        expect(page.replace(/\s+/g, ' '), name).toMatch(
          new RegExp(
            `Referência ${readableReference(id)} · Verifique a origem deste arquivo em \\S+/Verificar/`,
          ),
        );
    });
  });

  it('no longer verifies with one byte changed', () => {
    // Act
    const checks = released.map(({ bytes }) => checkPdfSignature(withOneByteChanged(bytes)));

    // Assess
    for (const check of checks) expect(check.valid).toBe(false);
  });
});

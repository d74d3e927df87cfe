// Verification of released PDFs (issue 23 items 1, 2 and 5), over HTTP against dynalite, s3rver and the Mercado
// Pago stand-in: a released PDF carries its code and check URL on every page; `verificar` answers the entry,
// whose SHA-256 is the downloaded bytes'; an edit and a new release supersede the old code; a refund revokes
// it; unknown and malformed codes answer the same 404.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_NOT_FOUND_MESSAGE } from '../../shared/api/verificacao';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { newVerificationCode, verificationFooterText } from '../../shared/verification/code';
import { approve, issuePix, paidDeclaracao, saveDeclaracao } from '../support/declaracoes';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let owner: string;
let admin: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  owner = await runtime.login({ email: 'verifica@example.com', name: 'Verifica' });
  admin = await runtime.login({ email: 'admin-verifica@example.com', name: 'Admin', admin: true });
});

afterAll(async () => {
  await runtime?.stop();
});

/** The released PDF's bytes and the code its footer names. */
async function releasedPdf(reference: string): Promise<{ bytes: Uint8Array; code: string; pages: string[] }> {
  const answer = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: owner });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const bytes = new Uint8Array(await (await fetch(answer.body.url as string)).arrayBuffer());
  const pages = (await extractPdfText(bytes)).pages.map((page) => page.replace(/\s+/g, ' '));
  const code = /\/Verificar\/([0-9A-Z]{10})/.exec(pages[0] ?? '')?.[1];
  expect(code, pages[0]).toBeDefined();
  return { bytes, code: code!, pages };
}

const verificar = (code: string) => runtime.api(`/verificar?code=${encodeURIComponent(code)}`);

describe('a paid declaration', () => {
  it('carries its code and check URL on every page, and verificar answers it valid with the bytes hash', async () => {
    // Prepare
    const { reference } = await paidDeclaracao(runtime, owner);

    // Act
    const { bytes, code, pages } = await releasedPdf(reference);
    const again = await releasedPdf(reference);
    const check = await verificar(code.toLowerCase());

    // Assess
    const footer = verificationFooterText(`${runtime.url}/Verificar/${code}`);
    for (const page of pages) expect(page).toContain(footer);
    expect(again.code).toBe(code);
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body).toMatchObject({
      ok: true,
      code,
      kind_label: 'Declaração de residência',
      state: 'valid',
      state_text: 'Válido',
      initials: 'M. A. S. O.',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(Object.keys(check.body).sort()).toEqual(
      ['code', 'initials', 'kind_label', 'ok', 'released_at', 'sha256', 'state', 'state_text'].sort(),
    );
  }, 60_000);

  it('edited and released again: the new code is valid, the old one superseded', async () => {
    // Prepare
    const { reference } = await paidDeclaracao(runtime, owner);
    const old = await releasedPdf(reference);
    await saveDeclaracao(
      runtime,
      owner,
      { ...declaracaoResidenciaExemplo, titular_nome: 'Joana da Costa' },
      reference,
      // The person answered "Alterar um documento já pago?" (issue 37).
      { confirm_repayment: true },
    );
    const { id } = await issuePix(runtime, owner, reference);
    await approve(runtime, id);

    // Act
    const fresh = await releasedPdf(reference);

    // Assess
    expect(fresh.code).not.toBe(old.code);
    expect((await verificar(fresh.code)).body).toMatchObject({ state: 'valid', initials: 'J. C.' });
    expect((await verificar(old.code)).body).toMatchObject({
      state: 'superseded',
      state_text: 'Substituído por uma versão mais nova',
    });
  }, 60_000);

  it('refunded: its code says revoked', async () => {
    // Prepare
    const { reference, paymentId } = await paidDeclaracao(runtime, owner);
    const { code } = await releasedPdf(reference);

    // Act
    const refund = await runtime.api('/admin-refund', {
      token: admin,
      body: { id: reference, payment_id: paymentId, reason: 'Cliente desistiu dentro de 7 dias' },
    });

    // Assess
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect((await verificar(code)).body).toMatchObject({
      state: 'revoked',
      state_text: 'Revogado após reembolso',
    });
  }, 60_000);
});

describe('codes that were never issued', () => {
  it('1,000 random codes and malformed ones all answer 404 "Código não encontrado"', async () => {
    // Prepare
    const codes = Array.from({ length: 1000 }, () => newVerificationCode());
    const malformed = ['', 'ABC', 'ABCDE-12345-6', 'UUUUUUUUUU', '<script>', 'x'.repeat(300)];

    // Act
    const answers = [];
    for (let i = 0; i < codes.length; i += 50)
      answers.push(...(await Promise.all(codes.slice(i, i + 50).map(verificar))));
    const bad = await Promise.all(malformed.map(verificar));

    // Assess
    for (const answer of [...answers, ...bad]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        ok: false,
        error: { code: 'not_found', message: VERIFICATION_NOT_FOUND_MESSAGE },
      });
    }
  }, 120_000);
});

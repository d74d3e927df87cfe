// The product's own limits over HTTP against dynalite and the Mercado Pago stand-in (issue 17 item 2): new PIX
// codes per document per hour, previews per person per minute, each answered 429 with a Portuguese message
// and Retry-After beyond its limit; and the payer e-mail, the signed-in person's unless another is named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS } from '../../lambdas/use-cases/rate-limits';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { saveDeclaracao } from '../support/declaracoes';
import { patchItem } from '../support/dynamo';
import { storedPayment } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

const PIX_LIMIT = PRODUCT_LIMITS.pixIssues.limit;
const PREVIEW_LIMIT = 3;
const HOUR = 3_600_000;

let runtime: TestRuntime;
let owner: string;

beforeAll(async () => {
  runtime = await startTestRuntime({
    mercadoPago: true,
    env: { LIMIT_PREVIEWS_PER_MINUTE: String(PREVIEW_LIMIT) },
  });
  owner = await runtime.login({ email: 'limites@example.com', name: 'Limites' });
});

afterAll(async () => {
  await runtime?.stop();
});

function pix(reference: string, extra: Record<string, unknown> = {}) {
  return runtime.api('/mp-pay', {
    token: owner,
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', reissue: true, ...extra },
  });
}

describe('new PIX codes of one document', () => {
  it(`are issued ${PIX_LIMIT} times an hour, then refused with a message until the hour is over`, async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    const other = await saveDeclaracao(runtime, owner);

    // Act
    const issued = [];
    for (let i = 0; i < PIX_LIMIT; i += 1) issued.push(await pix(reference));
    const refused = await pix(reference);
    const otherDocument = await pix(other);
    await patchItem(
      runtime.dynamoEndpoint,
      'limits',
      { key: `pix#${reference}` },
      {
        window_start: Date.now() - HOUR - 1,
      },
    );
    const nextHour = await pix(reference);

    // Assess
    expect(issued.map((a) => a.status)).toEqual(Array(PIX_LIMIT).fill(200));
    expect(new Set(issued.map((a) => a.body.payment.id)).size).toBe(PIX_LIMIT);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.body.error.message).toMatch(
      new RegExp(
        `^Limite de ${PIX_LIMIT} códigos PIX por hora para este documento atingido\\. Use o código já gerado ou tente novamente em (60|59) minutos\\.$`,
      ),
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(otherDocument.status).toBe(200);
    expect(nextHour.status, JSON.stringify(nextHour.body)).toBe(200);
  });

  it('are not counted when a request is answered with the code it already had', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);

    // Act
    const retries = [];
    for (let i = 0; i < PIX_LIMIT + 2; i += 1) retries.push(await pix(reference, { reissue: false }));

    // Assess
    expect(retries.map((a) => a.status)).toEqual(Array(PIX_LIMIT + 2).fill(200));
    expect(new Set(retries.map((a) => a.body.payment.id)).size).toBe(1);
  });
});

describe('the payer e-mail', () => {
  it("is the signed-in person's when none is sent, and the one sent when the person changed it", async () => {
    // Prepare
    const own = await saveDeclaracao(runtime, owner);
    const changed = await saveDeclaracao(runtime, owner);

    // Act
    const fromToken = await pix(own, { reissue: false });
    const named = await pix(changed, { reissue: false, email: 'financeiro@example.com' });

    // Assess
    expect(fromToken.status, JSON.stringify(fromToken.body)).toBe(200);
    expect((await storedPayment(runtime, fromToken.body.payment.id))?.payer_email).toBe(
      'limites@example.com',
    );
    expect((await storedPayment(runtime, named.body.payment.id))?.payer_email).toBe('financeiro@example.com');
  });

  it('must be sent by someone not signed in', async () => {
    // Act
    const answer = await runtime.api('/mp-pay', {
      body: { terms_version: TERMS_VERSION, reference: 'decl-sem-dono', method: 'pix' },
    });

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'invalid_email', message: 'Informe e-mail válido' });
  });
});

describe('previews of one person', () => {
  it(`are rendered ${PREVIEW_LIMIT} times a minute, then refused with a message; another person's are not`, async () => {
    // Prepare
    const other = await runtime.login({ email: 'outra-previa@example.com', name: 'Outra' });
    const preview = (token: string) =>
      runtime.api('/curriculo-preview', { token, body: { data: curriculoExemplo, layout: 'clean' } });

    // Act
    const rendered = [];
    for (let i = 0; i < PREVIEW_LIMIT; i += 1) rendered.push(await preview(owner));
    const refused = await preview(owner);
    const otherPerson = await preview(other);

    // Assess
    expect(rendered.map((a) => a.status)).toEqual(Array(PREVIEW_LIMIT).fill(200));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(
      /^Muitas prévias em pouco tempo\. Aguarde (\d{1,2} segundos?|1 minuto) e tente novamente\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(otherPerson.status).toBe(200);
  });
});

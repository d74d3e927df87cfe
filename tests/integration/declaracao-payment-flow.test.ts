// The residence declaration end to end over HTTP (issue 3, item 9): save → PDF refused (402) → mp-pay → the
// stand-in approves → signed webhook → mp-status approved → PDF link → the bytes are the declaration.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { readableReference } from '../../shared/format/reference';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import { storedDocument, storedPayment } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
});

afterAll(async () => {
  await runtime?.stop();
});

describe('a residence declaration paid by PIX', () => {
  it('is refused before payment and released as a PDF of the stored form once Mercado Pago approves', async () => {
    // Prepare: a signed-in person saves a complete declaration
    const token = await runtime.login({ email: 'titular@example.com', name: 'Maria Aparecida' });
    const saved = await runtime.api('/declaracao-save', {
      token,
      body: { form: declaracaoResidenciaExemplo },
    });
    expect(saved.status).toBe(200);
    const reference = saved.body.id as string;
    expect(reference).toMatch(/^decl-\d{13}-[0-9a-f]{20}$/);

    // Act 1: the PDF before paying
    const refused = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token });

    // Assess 1
    expect(refused.status).toBe(402);
    expect(refused.body.error).toEqual({
      code: 'payment_required',
      message: 'Efetue o pagamento para liberar o PDF',
    });

    // Act 2: a PIX, approved in the stand-in, which notifies mp-webhook
    const pay = await runtime.api('/mp-pay', {
      token,
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'titular@example.com' },
    });
    expect(pay.status).toBe(200);
    const paymentId = pay.body.payment.id as string;
    expect(pay.body.payment.status).toBe('pending');
    expect(pay.body.payment.pix.qr_code).toMatch(/^000201/);
    expect(pay.body.payment.pix.qr_base64.length).toBeGreaterThan(100);
    expect(pay.body.amount_cents).toBe(990);
    // Mercado Pago names the document as its pages and lists do (issue 41 item 5)
    expect(runtime.standIn!.payment(paymentId)?.description).toBe(
      `Declaração de residência ${readableReference(reference)}`,
    );
    const [delivery] = await runtime.standIn!.simulate(paymentId, 'approved').delivered;
    expect(delivery?.responseStatus).toBe(200);
    const status = await runtime.api(`/mp-status?id=${paymentId}`, { token });

    // Assess 2
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      ok: true,
      found: true,
      status: 'approved',
      entry: { status: 'approved', payment_id: paymentId },
      paid: true,
    });
    const byReference = await runtime.api(`/mp-webhook?reference=${reference}`, { token });
    expect(byReference.body).toMatchObject({ ok: true, found: true, entry: { status: 'approved' } });

    // Act 3: the PDF now
    const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token });
    expect(pdf.status).toBe(200);
    const download = await fetch(pdf.body.url as string);
    const bytes = new Uint8Array(await download.arrayBuffer());

    // Assess 3: a real PDF of the stored form, behind a link that lapses within five minutes
    expect(download.status).toBe(200);
    expect(pdf.body.file_name).toMatch(/^declaracao_residencia_\d{13}\.pdf$/);
    expect(Date.parse(pdf.body.expires_at as string) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(new URL(pdf.body.url as string).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = (await extractPdfText(bytes)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Maria Aparecida dos Santos Oliveira');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('art. 299');

    const stored = await storedDocument(runtime, reference);
    expect(stored).toMatchObject({ paid: true, is_draft: false, pdf_generated: true, payment_id: paymentId });
    const payment = await storedPayment(runtime, paymentId);
    expect(payment).toMatchObject({
      reference,
      amount_cents: 990,
      currency: 'BRL',
      method: 'pix',
      released: true,
    });
    expect((payment?.history ?? []).map((h) => [h.status, h.source])).toEqual([
      ['pending', 'create'],
      ['approved', 'webhook'],
    ]);
  });

  it("lists the declaration as final and paid on the owner's page", async () => {
    // Prepare
    const token = await runtime.login({ email: 'titular@example.com' });

    // Act
    const mine = await runtime.api('/declaracao-mine', { token });

    // Assess
    expect(mine.status).toBe(200);
    expect(mine.body.list).toHaveLength(1);
    expect(mine.body.list[0]).toMatchObject({
      product: 'declaracao_residencia',
      titular: 'Maria Aparecida dos Santos Oliveira',
      dependente: 'João Pedro Oliveira',
      paid: true,
      is_draft: false,
      pdf_generated: true,
    });
    expect(mine.body.next_cursor).toBeNull();
  });
});

// A resume end to end over HTTP against the local parts (issue 5, items 4 and 7): save → PDF refused (402) →
// PIX approved in the stand-in → signed webhook → PDF of the stored resume → an edit asks for a new payment
// (new round, 402) → pay again → PDF; the edit limit; an older round's approval; a lapsed release; admins.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import {
  ageCurriculo,
  createCurriculo,
  downloadPdfText,
  edited,
  payCurriculo,
  saveCurriculo,
  storedCurriculo,
} from '../support/curriculos';
import { approve, issuePix } from '../support/declaracoes';
import { payByCard, sendWebhook, storedPayment } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

const NEW_PAYMENT = 'Edição detectada: é necessário um novo pagamento para liberar o PDF.';
const EDIT_LIMIT = 'Limite de edições atingido. Renove o acesso para continuar editando.';
const PAY_FIRST = { code: 'payment_required', message: 'Efetue o pagamento para liberar o PDF' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The person answered "Alterar um documento já pago?" (issue 37): an edit may un-pay the resume. */
const CONFIRMED = { confirm_repayment: true };
let runtime: TestRuntime;
let owner: string;
let admin: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true, env: { MP_STATUS_RECHECK_MS: '0' } });
  owner = await runtime.login({ email: 'mariana@example.com', name: 'Mariana Ferreira' });
  admin = await runtime.login({ email: 'admin@example.com', name: 'Admin', admin: true });
});

afterAll(async () => {
  await runtime?.stop();
});

const pdfOf = (id: string, token = owner, query = '') =>
  runtime.api(`/curriculo-pdf?id=${encodeURIComponent(id)}${query}`, { token });

describe('a resume paid by PIX, edited and paid again', () => {
  it('is refused before payment, released after it, and asks for a new payment after an edit', async () => {
    // Prepare: a signed-in person creates a resume
    const created = await createCurriculo(runtime, owner);
    const { id } = created;

    // Act 1: the PDF before paying
    const refused = await pdfOf(id);

    // Assess 1: the resume's first payment round, and 402
    expect(id).toMatch(/^curriculo-\d{13}-[0-9a-f]{20}$/);
    expect(created.meta).toMatchObject({
      status: 'pendente',
      pay: false,
      paidAt: null,
      needs_repayment: false,
      activePaymentRef: `${id}.p1`,
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toEqual(PAY_FIRST);

    // Act 2: pay the round the page was given
    const firstPayment = await payCurriculo(runtime, owner, created.meta.activePaymentRef!);
    const status = await runtime.api(`/mp-status?id=${firstPayment}`, { token: owner });
    const pdf = await pdfOf(id);

    // Assess 2: liberado, and the PDF is the stored resume
    expect(status.body).toMatchObject({ status: 'approved', paid: true });
    expect(runtime.standIn!.payment(firstPayment)?.external_reference).toBe(`${id}.p1`);
    expect(await storedCurriculo(runtime, id)).toMatchObject({
      status: 'liberado',
      paid: true,
      needs_repayment: false,
      edit_count_since_paid: 0,
      payment_id: firstPayment,
    });
    const first = await downloadPdfText(pdf);
    expect(first.text).toContain('Mariana Aparecida Costa Ferreira');
    expect(first.text).toContain('mariana.ferreira@exemplo.com.br');
    expect(pdf.body.file_name).toMatch(/^curriculo_mariana-aparecida-costa-ferreira_\d{13}\.pdf$/);
    const link = new URL(pdf.body.url as string);
    expect(link.pathname).toContain(`/pdf/curriculo/${id}/`);
    // The person's name is in the saved file's name only, never in the key nor the link the bucket logs.
    expect(decodeURIComponent(link.href)).not.toMatch(/mariana/i);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');

    // Act 3: the person edits the paid resume
    const edit = await saveCurriculo(runtime, owner, id, edited(curriculoExemplo, 1), CONFIRMED);
    const afterEdit = await pdfOf(id);
    const newRoundStatus = await runtime.api(`/mp-status?reference=${id}.p2`, { token: owner });

    // Assess 3: a new round, pendente, the warning, 402
    expect(edit.status).toBe(200);
    expect(edit.body.warning).toBe(NEW_PAYMENT);
    expect(edit.body.meta).toMatchObject({
      status: 'pendente',
      pay: false,
      needs_repayment: true,
      activePaymentRef: `${id}.p2`,
      editCountSincePaid: 1,
    });
    expect(afterEdit.status).toBe(402);
    expect(afterEdit.body.error).toEqual(PAY_FIRST);
    // The first round's approved payment is not this round's: nothing is paid or found for `.p2` yet.
    expect(newRoundStatus.body).toMatchObject({ found: false, status: null, paid: false });

    // Act 4: pay the new round
    const secondPayment = await payCurriculo(runtime, owner, `${id}.p2`);
    const again = await downloadPdfText(await pdfOf(id));

    // Assess 4: released again, with the edited content, the counter reset
    expect(runtime.standIn!.payment(secondPayment)?.external_reference).toBe(`${id}.p2`);
    expect((await storedPayment(runtime, secondPayment))?.reference).toBe(`${id}.p2`);
    expect(await storedCurriculo(runtime, id)).toMatchObject({
      status: 'liberado',
      paid: true,
      needs_repayment: false,
      edit_count_since_paid: 0,
      payment_reference: `${id}.p2`,
    });
    expect(again.text).toContain('Assistente Administrativo 1');
  });

  it('treats a new layout or colour as no edit: no new payment, no count', async () => {
    // Prepare: a paid resume
    const { id, meta } = await createCurriculo(runtime, owner);
    await payCurriculo(runtime, owner, meta.activePaymentRef!);

    // Act: the preview's "Salvar Currículo" with the same data, then the fire-and-forget update
    const saved = await saveCurriculo(runtime, owner, id, curriculoExemplo, {
      lastLayout: 'classic',
      layoutConfig: { primaryColor: '#0F766E', accentColor: '#f59e0b' },
    });
    const updated = await runtime.api('/curriculo-update', {
      token: owner,
      body: { id, lastLayout: 'minimal', status: 'liberado', needs_repayment: false },
    });
    const pdf = await pdfOf(id);

    // Assess
    expect(saved.status).toBe(200);
    expect(saved.body.warning).toBeNull();
    expect(saved.body.meta).toMatchObject({
      status: 'liberado',
      needs_repayment: false,
      editCountSincePaid: 0,
      activePaymentRef: `${id}.p1`,
      lastLayout: 'classic',
      layoutConfig: { primaryColor: '#0f766e', accentColor: '#f59e0b' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.meta).toMatchObject({
      status: 'liberado',
      lastLayout: 'minimal',
      layoutConfig: { primaryColor: '#0f766e' },
    });
    expect(pdf.status).toBe(200);
  });
});

describe('the edit limit', () => {
  it('locks editing after five edits within 30 days of the payment, until the person pays again', async () => {
    // Prepare: a paid resume edited five times, each in its own working session (30 minutes apart)
    const { id, meta } = await createCurriculo(runtime, owner);
    await payCurriculo(runtime, owner, meta.activePaymentRef!);
    for (let n = 1; n <= 5; n += 1) {
      const edit = await saveCurriculo(runtime, owner, id, edited(curriculoExemplo, n), CONFIRMED);
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      expect(edit.body.meta.editCountSincePaid).toBe(n);
      await ageCurriculo(runtime, id, 31 * MINUTE, ['last_counted_edit_at']);
    }
    const before = await storedCurriculo(runtime, id);

    // Act
    const sixth = await saveCurriculo(runtime, owner, id, edited(curriculoExemplo, 6), CONFIRMED);
    const unchanged = await saveCurriculo(runtime, owner, id, edited(curriculoExemplo, 5), CONFIRMED);

    // Assess: refused with the renewal message, nothing stored; saving what is stored is no edit
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toEqual({ code: 'edit_limit', message: EDIT_LIMIT });
    expect(unchanged.status).toBe(200);
    expect(await storedCurriculo(runtime, id)).toEqual(before);

    // Act 2: "Renove o acesso": pay the pending round, then edit
    await payCurriculo(runtime, owner, `${id}.p2`);
    const renewed = await saveCurriculo(runtime, owner, id, edited(curriculoExemplo, 6), CONFIRMED);

    // Assess 2
    expect(renewed.status).toBe(200);
    expect(renewed.body.warning).toBe(NEW_PAYMENT);
    expect(renewed.body.meta).toMatchObject({ editCountSincePaid: 1, activePaymentRef: `${id}.p3` });
  });

  it('counts the saves of one working session as one edit', async () => {
    // Prepare
    const { id, meta } = await createCurriculo(runtime, owner);
    await payCurriculo(runtime, owner, meta.activePaymentRef!);

    // Act: autosaves a moment apart
    for (let n = 1; n <= 7; n += 1)
      await saveCurriculo(runtime, owner, id, edited(curriculoExemplo, n), CONFIRMED);

    // Assess
    expect(await storedCurriculo(runtime, id)).toMatchObject({ edit_count_since_paid: 1 });
  });
});

describe('an approval of an older payment round', () => {
  it('does not release the content edited since, and refunds the payment', async () => {
    // Prepare: round 1 has a PIX, paid as the person pays by card (its notification late); then the resume is
    // edited (round 2)
    const { id, meta } = await createCurriculo(runtime, owner);
    const { id: latePix } = await issuePix(runtime, owner, meta.activePaymentRef!);
    await runtime.standIn!.simulate(latePix, 'approved', { copies: 0 }).delivered;
    const card = await payByCard(runtime, owner, meta.activePaymentRef!, 'APRO');
    expect(card.body.payment.status).toBe('approved');
    const edit = await saveCurriculo(runtime, owner, id, edited(curriculoExemplo, 1), CONFIRMED);
    expect(edit.body.meta.activePaymentRef).toBe(`${id}.p2`);
    const before = await storedCurriculo(runtime, id);

    // Act: the PIX of round 1 is notified late
    await runtime.standIn!.notify(latePix);
    await runtime.standIn!.settled();
    const status = await runtime.api(`/mp-status?id=${latePix}`, { token: owner });
    const pdf = await pdfOf(id);

    // Assess: nothing released, the money returned
    expect(runtime.standIn!.payment(latePix)?.external_reference).toBe(`${id}.p1`);
    expect(runtime.standIn!.payment(latePix)?.status).toBe('refunded');
    expect(await storedCurriculo(runtime, id)).toEqual(before);
    expect(before).toMatchObject({ status: 'pendente', paid: false, needs_repayment: true });
    expect(status.body.paid).toBe(false);
    expect(pdf.status).toBe(402);
  });
});

describe('a payment that paid a resume edited since', () => {
  it('is never refunded when Mercado Pago notifies it again', async () => {
    // Prepare: paid, then edited (round 2)
    const { id, meta } = await createCurriculo(runtime, owner);
    const paymentId = await payCurriculo(runtime, owner, meta.activePaymentRef!);
    const edit = await saveCurriculo(runtime, owner, id, edited(curriculoExemplo, 1), CONFIRMED);
    expect(edit.body.meta.activePaymentRef).toBe(`${id}.p2`);

    // Act
    const again = await sendWebhook(runtime, paymentId);
    await runtime.standIn!.settled();

    // Assess
    expect(again.status).toBe(200);
    expect(runtime.standIn!.payment(paymentId)?.status).toBe('approved');
    expect((await storedPayment(runtime, paymentId))?.refund_requested_at).toBeUndefined();
  });
});

describe('a release that lapsed after 30 days', () => {
  it('shows expirado, refuses the PDF and takes a renewal payment in a new round', async () => {
    // Prepare: a resume paid 31 days ago
    const { id, meta } = await createCurriculo(runtime, owner);
    await payCurriculo(runtime, owner, meta.activePaymentRef!);
    await ageCurriculo(runtime, id, 31 * DAY, ['paid_at']);

    // Act 1
    const pdf = await pdfOf(id);
    const mine = await runtime.api('/curriculo-mine', { token: owner });

    // Assess 1
    expect(pdf.status).toBe(402);
    expect(mine.body.list.find((item: { id: string }) => item.id === id)).toMatchObject({
      display_status: 'expirado',
    });

    // Act 2: the page pays with the reference it holds (round 1)
    const { id: renewal } = await issuePix(runtime, owner, `${id}.p1`);
    await approve(runtime, renewal);
    const renewed = await pdfOf(id);

    // Assess 2: the payment was made for round 2 and released the resume for 30 more days
    expect(runtime.standIn!.payment(renewal)?.external_reference).toBe(`${id}.p2`);
    expect(renewed.status).toBe(200);
    expect(await storedCurriculo(runtime, id)).toMatchObject({
      status: 'liberado',
      payment_reference: `${id}.p2`,
    });
  });
});

describe('an admin', () => {
  it('generates the PDF without paying and is not asked for a new payment after editing', async () => {
    // Prepare: the admin's own resume, and a person's paid one
    const own = await createCurriculo(runtime, admin);
    const theirs = await createCurriculo(runtime, owner);
    await payCurriculo(runtime, owner, theirs.meta.activePaymentRef!);

    // Act
    const pdf = await pdfOf(own.id, admin);
    const editOwn = await saveCurriculo(runtime, admin, own.id, edited(curriculoExemplo, 1));
    const editTheirs = await saveCurriculo(runtime, admin, theirs.id, edited(curriculoExemplo, 2));
    const pdfAfter = await pdfOf(own.id, admin);
    const pay = await runtime.api('/mp-pay', {
      token: admin,
      body: {
        terms_version: TERMS_VERSION,
        reference: own.meta.activePaymentRef,
        method: 'pix',
        email: 'admin@example.com',
      },
    });

    // Assess
    expect((await downloadPdfText(pdf)).text).toContain('Mariana Aparecida Costa Ferreira');
    expect(editOwn.body).toMatchObject({ warning: null, meta: { activePaymentRef: `${own.id}.p1` } });
    expect(editTheirs.body).toMatchObject({
      warning: null,
      meta: { status: 'liberado', needs_repayment: false, activePaymentRef: `${theirs.id}.p1` },
    });
    expect((await downloadPdfText(pdfAfter)).text).toContain('Assistente Administrativo 1');
    expect(pay.status).toBe(409);
    expect(pay.body.error.message).toBe('Admin: pagamento não exigido.');
  });
});

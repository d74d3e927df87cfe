// The residence declaration paid in Chromium (issue 3, item 9): a person fills the form, re-issues the PIX (the
// first code is cancelled), pays with the local "Simular pagamento aprovado" (or by card: APRO approves, OTHE is
// refused), downloads the PDF the server releases, finds it on Minhas Declarações and deletes it; an edit after
// the PDF asks for a new payment.
import { readableReference } from '@shared/format/reference';
import { describe, expect } from 'vitest';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { paidDeclaracao } from '../support/declaracoes';
import {
  AVENIDA_PAULISTA,
  acceptTermsInDialog,
  apiResponse,
  brCodeCrc,
  clipboardText,
  countDocumentLoads,
  fillDeclaracao,
  onlyDigits,
  readPdfDownload,
  stubCepServices,
  toast,
  validCpf,
  waitForValue,
} from './support/declaracao';
import {
  declaracao,
  deleteFromList,
  downloadPdf,
  expectDeclarationPdf,
  expectRow,
  openList,
  PNG_SIGNATURE,
  PRICE_CENTS,
  pageParts,
  referenceInUrl,
} from './support/declaracao-page';
import { test } from './support/fixture';
import { hasFocus, localStorageItem, setLocalStorageItem } from './support/in-page';

describe('residence declaration paid by PIX', () => {
  test('filled as a person would, paid with the simulator, the PDF downloaded, listed and deleted', async ({
    web,
    runtime,
  }) => {
    // Prepare
    const input = declaracao('Maria Aparecida dos Santos', 'João Pedro Oliveira', ['529982247', '111444777']);
    const page = await web.newPage({ signedInAs: { email: 'maria.pix@example.com', name: 'Maria Pix' } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: runtime.url });
    const cepsAsked = await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
    const parts = pageParts(page);
    await page.goto('/CriarDeclaracaoResidencia');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('#decl-titular_nome').waitFor();

    // Act: a wrong CPF first, left, then corrected
    await page.locator('#decl-titular_cpf').pressSequentially('52998224724');
    await page.locator('#decl-titular_rg').focus();

    // Assess
    await page.locator('#decl-titular_cpf-error', { hasText: 'CPF do titular inválido' }).waitFor();
    await page.locator('#decl-titular_cpf').fill('');

    // Act: the whole form
    await fillDeclaracao(page, input);

    // Assess: the inline message went, the address came from ViaCEP, the preview shows the data
    expect(await page.locator('#decl-titular_cpf-error').textContent()).toBe('');
    expect(cepsAsked).toEqual(['01310100']);
    await page.locator('.doc-page', { hasText: input.titular.nome }).first().waitFor();
    await page.locator('.doc-page', { hasText: input.dep.cpf }).first().waitFor();
    const reference = await referenceInUrl(page);
    await parts.status.filter({ hasText: /^Rascunho salvo( às \d{2}:\d{2})?$/ }).waitFor();
    expect(await parts.gerarPdf.isDisabled()).toBe(true);
    await page.getByText('Efetue o pagamento para liberar o PDF.').waitFor();
    expect(await page.getByRole('tab', { name: 'PIX' }).getAttribute('aria-selected')).toBe('true');
    expect(await parts.panel.getByText('Valor:').textContent()).toMatch(/R\$\s?9,90/);
    expect(await parts.panel.locator('.payment-status-line').textContent()).toBe('Status: aguardando');

    // Act: terms, then "Gerar PIX" with a wrong payer e-mail
    await acceptTermsInDialog(page);
    const emailField = parts.panel.getByLabel('E-mail para o comprovante');
    await emailField.fill('maria@@pix');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess: said under the field, where focus goes; typing clears it
    await parts.panel.locator('.field-error', { hasText: 'Informe e-mail válido' }).waitFor();
    await toast(page, 'warning', 'Informe e-mail válido').waitFor();
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => hasFocus(emailField)).toBe(true);
    await emailField.fill('maria.pix@example.com');
    expect(await parts.panel.locator('.field-error').count()).toBe(0);

    // Act: "Gerar PIX"
    const paid = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess: a pending PIX for this reference, its QR image a PNG and its code an EMV BR Code of R$ 9,90
    const payBody = await (await paid).json();
    expect(payBody).toMatchObject({ ok: true, amount_cents: PRICE_CENTS, payment: { status: 'pending' } });
    const qr = page.getByRole('img', { name: 'QR Code do PIX' });
    const src = (await qr.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(src.slice(src.indexOf(',') + 1), 'base64');
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.length).toBeGreaterThan(200);
    const code = await page.getByLabel('PIX copia e cola').inputValue();
    expect(code).toMatch(/^000201/);
    expect(code).toContain('br.gov.bcb.pix');
    expect(code).toContain('54049.90'); // field 54, four characters: the server's price
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(brCodeCrc(code.slice(0, -4)));
    await toast(page, 'info', 'PIX gerado. Aguarde a confirmação do pagamento.').waitFor();
    // "Gerar PIX" is gone: focus is on "Copiar Código", not lost to the page's start
    await expect.poll(() => hasFocus(page.getByRole('button', { name: 'Copiar Código' }))).toBe(true);
    await page.locator('section.payment-panel[data-payment-phase="open"]').waitFor();
    await parts.panel.locator('.payment-status', { hasText: 'Status: aguardando pagamento' }).waitFor();
    expect(await parts.gerarPdf.isDisabled()).toBe(true);
    const standInPayment = runtime.standIn.payment(String(payBody.payment.id));
    expect(standInPayment).toMatchObject({
      external_reference: reference,
      transaction_amount: PRICE_CENTS / 100,
      payment_method_id: 'pix',
      payer: { email: 'maria.pix@example.com' },
    });

    // Act: "Copiar Código"
    await page.getByRole('button', { name: 'Copiar Código' }).click();

    // Assess
    await toast(page, 'success', 'Código PIX copiado').waitFor();
    expect(await clipboardText(page)).toBe(code);

    // Act: "Reemitir"
    const reissued = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Reemitir' }).click();

    // Assess: a new code replaces the first, which Mercado Pago no longer lets anyone pay
    const reissuedBody = await (await reissued).json();
    const paymentId = String(reissuedBody.payment.id);
    expect(paymentId).not.toBe(String(payBody.payment.id));
    await expect.poll(() => page.getByLabel('PIX copia e cola').inputValue()).not.toBe(code);
    expect(runtime.standIn.payment(String(payBody.payment.id))?.status).toBe('cancelled');
    expect(runtime.standIn.payment(paymentId)?.status).toBe('pending');

    // Act: "Simular pagamento aprovado", without leaving or reloading the page
    const loads = countDocumentLoads(page);
    const approved = apiResponse(page, 'mp-status', (b) => b.status === 'approved');
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();

    // Assess: the status poll (naming the payment and the declaration) sees the approval; the panel says so
    // and the PDF unlocks
    expect((await approved).status()).toBe(200);
    const poll = new URL((await approved).url());
    expect(poll.searchParams.get('id')).toBe(paymentId);
    expect(poll.searchParams.get('reference')).toBe(reference);
    await parts.approved.filter({ hasText: 'Pagamento aprovado' }).waitFor();
    await toast(page, 'success', 'Pagamento aprovado').waitFor();
    // The wait the PIX notice asked for is over: it leaves with the approval.
    expect(await toast(page, 'info', 'PIX gerado. Aguarde a confirmação do pagamento.').count()).toBe(0);
    await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).waitFor();
    await expect.poll(() => hasFocus(parts.approved)).toBe(true);
    expect(await page.getByRole('button', { name: 'Gerar PIX' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Simular pagamento aprovado' }).count()).toBe(0);
    expect(loads()).toBe(0);
    expect(runtime.standIn.payment(paymentId)?.status).toBe('approved');

    // Act: "Gerar PDF"
    await downloadPdf(page, input);

    // Assess: the declaration is final now
    await parts.status.filter({ hasText: /^Declaração salva/ }).waitFor();

    // Act: the list page
    await openList(page);

    // Assess
    await expectRow(page, reference, input, 'Paga • PDF gerado');
    await page.getByRole('button', { name: `PDF da declaração ${reference}` }).waitFor();
    await page.getByRole('link', { name: `Editar declaração ${reference}` }).waitFor();
    await page.getByRole('button', { name: `Copiar referência ${readableReference(reference)}` }).waitFor();

    // Act and assess: delete it
    await deleteFromList(page, reference);
    await page.getByText('Nenhuma declaração ainda').waitFor();
    await page.getByRole('link', { name: 'Criar Declaração' }).waitFor();
  });
});

describe('residence declaration paid by card', () => {
  test('OTHE is "Pagamento não autorizado", APRO approves; the PDF comes from the list page', async ({
    web,
    runtime,
  }) => {
    // Prepare
    const input = declaracao('Carla Cartão Ferreira', 'Bruno Ferreira Lima', ['123456789', '987654321']);
    const page = await web.newPage({ signedInAs: { email: 'carla.card@example.com', name: 'Carla Card' } });
    await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
    const parts = pageParts(page);
    await page.goto('/DeclaracaoResidencia');
    await fillDeclaracao(page, input);
    const reference = await referenceInUrl(page);
    await page.getByRole('tab', { name: 'Cartão (1x)' }).click();
    await page.getByText('Ambiente local de teste').first().waitFor();
    const year = String(new Date().getFullYear() + 2);
    await page.getByLabel('Número do cartão').fill('5031 4332 1540 6351');
    await page.getByLabel('Nome impresso no cartão').fill('OTHE');
    await page.getByLabel('Mês (MM)').fill('11');
    await page.getByLabel('Ano (AAAA)').fill(year);
    await page.getByLabel('CVV', { exact: true }).fill('123');
    await page.getByLabel('CPF do titular do cartão').fill(onlyDigits(validCpf('390533447')));
    expect(await page.getByLabel('Número do cartão').inputValue()).toBe('5031433215406351');

    // Act: paying before accepting the terms
    await page.getByRole('button', { name: 'Pagar com cartão (1x)' }).click();

    // Assess: the terms dialog opens instead
    await page.getByRole('dialog', { name: 'Termo de Responsabilidade' }).waitFor();

    // Act: accepting them; the payment asked for goes on by itself (OTHE)
    const refused = apiResponse(page, 'mp-pay');
    await acceptTermsInDialog(page);

    // Assess
    expect(
      await page.getByRole('checkbox', { name: 'Li e aceito o Termo de Responsabilidade' }).isChecked(),
    ).toBe(true);
    expect(await (await refused).json()).toMatchObject({ ok: true, payment: { status: 'rejected' } });
    await page.locator('.card-error', { hasText: 'Pagamento não autorizado' }).waitFor();
    await page.locator('section.payment-panel[data-payment-phase="failed"]').waitFor();
    expect(await parts.gerarPdf.isDisabled()).toBe(true);
    expect(await parts.approved.count()).toBe(0);

    // Act: the same card as APRO
    await page.getByLabel('Nome impresso no cartão').fill('APRO');
    await page.locator('.card-error:empty').waitFor({ state: 'attached' });
    const accepted = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Pagar com cartão (1x)' }).click();

    // Assess
    const payBody = await (await accepted).json();
    expect(payBody).toMatchObject({ ok: true, amount_cents: PRICE_CENTS, payment: { status: 'approved' } });
    await parts.approved.filter({ hasText: 'Pagamento aprovado' }).waitFor();
    await toast(page, 'success', 'Pagamento aprovado').waitFor();
    await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).waitFor();
    expect(runtime.standIn.payment(String(payBody.payment.id))).toMatchObject({
      external_reference: reference,
      transaction_amount: PRICE_CENTS / 100,
      payment_type_id: 'credit_card',
      installments: 1,
      status: 'approved',
    });

    // Act: the PDF from the list page's row
    await openList(page);
    await expectRow(page, reference, input, 'Paga');
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: `PDF da declaração ${reference}` }).click();

    // Assess
    expectDeclarationPdf(await readPdfDownload(await downloading), input);
    await toast(page, 'success', 'PDF foi Gerado').waitFor();
    await page
      .locator(`table.doc-table tbody tr[data-id="${reference}"] .row-state`, {
        hasText: 'Paga • PDF gerado',
      })
      .waitFor();

    // Act and assess
    await deleteFromList(page, reference);
  });
});

describe('a paid declaration edited after its PDF', () => {
  test('asks for a new payment, even after a reload, and the new PIX releases the new content', async ({
    web,
    runtime,
  }) => {
    // Prepare: Rita's declaration paid and its PDF generated, the payment remembered by her browser
    const rita = { email: 'rita.edita@example.com', name: 'Rita Edita' };
    const token = await runtime.login(rita);
    const { reference, paymentId } = await paidDeclaracao(runtime, token);
    expect((await runtime.api(`/declaracao-pdf?reference=${reference}`, { token })).status).toBe(200);
    const page = await web.newPage({ signedInAs: rita });
    const parts = pageParts(page);
    await page.goto('/');
    await setLocalStorageItem(page, `mp_payment_id:${reference}`, paymentId);
    await page.goto(`/DeclaracaoResidencia?id=${reference}`);
    await waitForValue(page, '#decl-titular_nome', declaracaoResidenciaExemplo.titular_nome);
    await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).waitFor();

    // Act: she changes the holder's name; before it takes effect the page asks, and she cancels
    const saveBodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/declaracao-save')) saveBodies.push(r.postDataJSON());
    });
    const question = page.getByRole('alertdialog', { name: 'Alterar um documento já pago?' });
    await page.locator('#decl-titular_nome').fill('Rita Edita Depois');
    await question.waitFor();
    const asking = await question.textContent();
    await question.getByRole('button', { name: 'Cancelar' }).click();

    // Assess: a new payment is announced; cancelling restores the name and saves nothing
    expect(asking).toContain('será necessário um novo pagamento');
    await waitForValue(page, '#decl-titular_nome', declaracaoResidenciaExemplo.titular_nome);
    expect(await question.count()).toBe(0);

    // Act: the same change, confirmed; the autosave says a new payment is needed
    const saved = apiResponse(page, 'declaracao-save', (b) => b.needs_repayment === true);
    const asked = apiResponse(page, 'mp-status');
    await page.locator('#decl-titular_nome').fill('Rita Edita Depois');
    await question.getByRole('button', { name: 'Alterar e pagar de novo' }).click();
    await waitForValue(page, '#decl-titular_nome', 'Rita Edita Depois');

    // Assess: the old approval is read as superseded; the panel offers a new PIX and the PDF stays locked;
    // the first save the page sent is the confirmed change (the cancelled one never left the page)
    await saved;
    expect(JSON.stringify(saveBodies[0])).toContain('Rita Edita Depois');
    expect(await (await asked).json()).toMatchObject({ status: 'approved', paid: false, superseded: true });
    await toast(
      page,
      'warning',
      'Edição detectada: é necessário um novo pagamento para liberar o PDF.',
    ).waitFor();
    await page.getByRole('button', { name: 'Gerar PIX' }).waitFor();
    expect(await parts.gerarPdf.isDisabled()).toBe(true);
    expect(await parts.approved.count()).toBe(0);
    expect(await toast(page, 'info', 'Pagamento já aprovado').count()).toBe(0);
    expect(await localStorageItem(page, `mp_payment_id:${reference}`)).toBeNull();

    // Act: a reload
    const askedAgain = apiResponse(page, 'mp-status');
    await page.reload();

    // Assess: the same, nothing read as paid
    expect(await (await askedAgain).json()).toMatchObject({ superseded: true });
    await page.getByRole('button', { name: 'Gerar PIX' }).waitFor();
    expect(await parts.gerarPdf.isDisabled()).toBe(true);
    expect(await toast(page, 'info', 'Pagamento já aprovado').count()).toBe(0);

    // Act: a new PIX, approved with the simulator, then the PDF
    await acceptTermsInDialog(page);
    const paid = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    const newPayment = String((await (await paid).json()).payment.id);
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    await parts.approved.filter({ hasText: 'Pagamento aprovado' }).waitFor();
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).click();

    // Assess: a second payment, and the PDF has the new name
    expect(newPayment).not.toBe(paymentId);
    expect((await readPdfDownload(await downloading)).text).toContain('Rita Edita Depois');
  });
});

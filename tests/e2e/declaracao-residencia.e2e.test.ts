// The residence declaration in Chromium (issue 3, item 9): a person fills the form, pays by PIX with the
// local "Simular pagamento aprovado" (or by card: APRO approves, OTHE is refused), downloads the PDF the
// server releases, finds it on Minhas Declarações and deletes it; an admin gets the PDF without paying; a
// signed-out visitor's draft survives signing in.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { paidDeclaracao, saveDeclaracao } from '../support/declaracoes';
import {
  AVENIDA_PAULISTA,
  acceptTermsInDialog,
  apiResponse,
  brCodeCrc,
  clipboardText,
  countDocumentLoads,
  type DeclaracaoInput,
  type DownloadedPdf,
  fillDeclaracao,
  onlyDigits,
  RIO_BRANCO,
  readPdfDownload,
  stubCepServices,
  toast,
  validCpf,
  waitForValue,
} from './support/declaracao';
import { signInWithForm, test, waitForPath } from './support/fixture';
import { hasFocus, localStorageItem, setLocalStorageItem } from './support/in-page';

const PRICE_CENTS = 990;
const REFERENCE = /^decl-[0-9a-f-]{24}-\d{13}$/;
const LOCAL_DRAFT_KEY = 'declaracao_residencia_rascunho';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function declaracao(titularNome: string, depNome: string, cpfSeeds: [string, string]): DeclaracaoInput {
  return {
    titular: {
      nome: titularNome,
      cpf: validCpf(cpfSeeds[0]),
      rg: '12.345.678-9',
      rgUf: 'SP',
      cep: AVENIDA_PAULISTA,
      numero: '1578',
    },
    dep: { nome: depNome, cpf: validCpf(cpfSeeds[1]), rg: '14.123.456', rgUf: 'MG' },
    condicao: 'alugado_formal',
    data: { dia: '05', mes: 'março', ano: '2026' },
  };
}

function pageParts(page: Page) {
  return {
    status: page.locator('.draft-bar-status'),
    gerarPdf: page.getByRole('button', { name: 'Gerar PDF' }),
    panel: page.locator('section.payment-panel'),
    approved: page.locator('.payment-approved'),
  };
}

/** The reference the page put in its URL after the first save. */
async function referenceInUrl(page: Page): Promise<string> {
  await page.waitForURL((url) => REFERENCE.test(url.searchParams.get('id') ?? ''));
  return new URL(page.url()).searchParams.get('id')!;
}

/** "Gerar PDF" → the download; asserts the toast and what every released declaration PDF holds. */
async function downloadPdf(page: Page, input: DeclaracaoInput): Promise<DownloadedPdf> {
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  const released = apiResponse(page, 'declaracao-pdf');
  await pageParts(page).gerarPdf.click();
  expect((await released).status()).toBe(200);
  const pdf = await readPdfDownload(await downloading);
  await toast(page, 'success', 'PDF foi Gerado').waitFor();
  expectDeclarationPdf(pdf, input);
  return pdf;
}

function expectDeclarationPdf(pdf: DownloadedPdf, input: DeclaracaoInput): void {
  expect(pdf.fileName).toMatch(/^declaracao_residencia_\d{13}\.pdf$/);
  expect(Buffer.from(pdf.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
  expect(pdf.text).toContain('DECLARAÇÃO DE RESIDÊNCIA');
  expect(pdf.text).toContain(input.titular.nome);
  expect(pdf.text).toContain(input.titular.cpf);
  expect(pdf.text).toContain(input.dep.nome);
  expect(pdf.text).toContain(input.dep.cpf);
  expect(pdf.text).toContain('Avenida Paulista, nº 1578, bairro Bela Vista, São Paulo/SP, CEP 01310-100');
  expect(pdf.text).toContain('em imóvel alugado, com contrato formal de locação');
  expect(pdf.text).toContain('art. 299 do Código Penal');
  expect(pdf.text).toContain('São Paulo/SP, 5 de março de 2026.');
  // One A4 portrait page, described for readers and search.
  expect(pdf.pdf.pageSizes).toHaveLength(1);
  expect(pdf.pdf.pageSizes[0]!.width).toBeCloseTo(595.28, 0);
  expect(pdf.pdf.pageSizes[0]!.height).toBeCloseTo(841.89, 0);
  expect(pdf.pdf.info).toMatchObject({ title: 'Declaração de Residência', language: 'pt-BR' });
}

/** Minhas Declarações: the row of `reference` with its cells; then "Excluir", confirmed; row gone. */
async function deleteFromList(page: Page, reference: string): Promise<void> {
  const row = page.locator(`table.doc-table tbody tr[data-id="${reference}"]`);
  await page.getByRole('button', { name: `Excluir declaração ${reference}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir declaração' });
  await dialog.getByText('Excluir esta declaração? Esta ação não pode ser desfeita.').waitFor();
  const deleted = apiResponse(page, 'declaracao-delete');
  await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
  expect((await deleted).status()).toBe(200);
  await dialog.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });
  await toast(page, 'success', 'Excluída').waitFor();

  // The server forgot it too: a fresh list no longer has it.
  const listed = apiResponse(page, 'declaracao-mine');
  await page.getByRole('button', { name: 'Atualizar' }).click();
  const body = (await (await listed).json()) as { list: Array<{ id: string }> };
  expect(body.list.map((i) => i.id)).not.toContain(reference);
  expect(await row.count()).toBe(0);
}

async function openList(page: Page): Promise<void> {
  const listed = apiResponse(page, 'declaracao-mine');
  await page.goto('/MinhasDeclaracoes');
  expect((await listed).status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: 'Minhas Declarações' }).waitFor();
}

async function expectRow(page: Page, reference: string, input: DeclaracaoInput, state: string) {
  const row = page.locator(`table.doc-table tbody tr[data-id="${reference}"]`);
  await row.waitFor();
  expect(await row.locator('td[data-label="Titular"]').textContent()).toBe(input.titular.nome);
  expect(await row.locator('td[data-label="Dependente"]').textContent()).toBe(input.dep.nome);
  expect(await row.locator('td[data-label="Tipo"]').textContent()).toBe('Residência');
  expect(await row.locator('.ref-code').textContent()).toBe(reference);
  expect(await row.locator('.row-state').textContent()).toBe(state);
  expect(await row.locator('td[data-label="Criado"]').textContent()).toMatch(
    /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
  );
}

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
    await page.locator('#decl-titular_cpf-error', { hasText: 'CPF inválido' }).waitFor();
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
    expect(await hasFocus(emailField)).toBe(true);
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
    expect(await hasFocus(page.getByRole('button', { name: 'Copiar Código' }))).toBe(true);
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

    // Act: "Simular pagamento aprovado", without leaving or reloading the page
    const loads = countDocumentLoads(page);
    const approved = apiResponse(page, 'mp-status', (b) => b.status === 'approved');
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();

    // Assess: the status poll (naming the payment and the declaration) sees the approval; the panel says so
    // and the PDF unlocks
    expect((await approved).status()).toBe(200);
    const poll = new URL((await approved).url());
    expect(poll.searchParams.get('id')).toBe(String(payBody.payment.id));
    expect(poll.searchParams.get('reference')).toBe(reference);
    await parts.approved.filter({ hasText: 'Pagamento aprovado' }).waitFor();
    await toast(page, 'success', 'Pagamento aprovado').waitFor();
    await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).waitFor();
    expect(await hasFocus(parts.approved)).toBe(true);
    expect(await page.getByRole('button', { name: 'Gerar PIX' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Simular pagamento aprovado' }).count()).toBe(0);
    expect(loads()).toBe(0);
    expect(runtime.standIn.payment(String(payBody.payment.id))?.status).toBe('approved');

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
    await page.getByRole('button', { name: `Copiar referência ${reference}` }).waitFor();

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

    // Act: she changes the holder's name; the autosave says a new payment is needed
    const saved = apiResponse(page, 'declaracao-save', (b) => b.needs_repayment === true);
    const asked = apiResponse(page, 'mp-status');
    await page.locator('#decl-titular_nome').fill('Rita Edita Depois');

    // Assess: the old approval is read as superseded; the panel offers a new PIX and the PDF stays locked
    await saved;
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

describe('residence declaration of an admin', () => {
  test('shows no payment panel ("Admin: pagamento não exigido.") and releases the PDF at once', async ({
    web,
  }) => {
    // Prepare
    const input = declaracao('Ana Administradora Souza', 'Beatriz Souza Rocha', ['111222333', '444555666']);
    input.dep = { ...input.dep, cep: RIO_BRANCO, numero: '156' };
    const page = await web.newPage({
      signedInAs: { email: 'ana.admin@example.com', name: 'Ana Admin', admin: true },
    });
    const cepsAsked = await stubCepServices(page.context(), [AVENIDA_PAULISTA, RIO_BRANCO]);
    const payCalls: string[] = [];
    const savedForms: Array<Record<string, string>> = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/backend/api/mp-pay') payCalls.push(r.url());
      if (path === '/backend/api/declaracao-save') savedForms.push(r.postDataJSON().form);
    });
    await page.goto('/CriarDeclaracaoResidencia');

    // Act
    await fillDeclaracao(page, input);

    // Assess: no panel, and the PDF needs no payment
    expect(cepsAsked).toEqual(['01310100', '20040002']);
    const parts = pageParts(page);
    await parts.panel.getByText('Admin: pagamento não exigido.').waitFor();
    expect(await page.getByRole('button', { name: 'Gerar PIX' }).count()).toBe(0);
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(
      await page.getByRole('checkbox', { name: 'Li e aceito o Termo de Responsabilidade' }).count(),
    ).toBe(0);
    expect(await parts.gerarPdf.isDisabled()).toBe(false);
    await page.getByText('O PDF é gerado a partir dos dados salvos e baixado em seguida.').waitFor();

    // Act
    await downloadPdf(page, input);

    // Assess
    const reference = await referenceInUrl(page);
    // The dependent's optional address (filled by its own lookup) is stored; the text names only the holder's.
    expect(savedForms.at(-1)).toMatchObject({
      dep_cep: '20040-002',
      dep_rua: 'Avenida Rio Branco',
      dep_numero: '156',
      dep_bairro: 'Centro',
      dep_cidade: 'Rio de Janeiro',
      dep_estado: 'RJ',
    });
    expect(payCalls).toEqual([]);
    await openList(page);
    await expectRow(page, reference, input, 'PDF gerado • sem pagamento');
  });
});

describe('an admin in admin edit mode', () => {
  test("opens someone's declaration, corrects it and gets its PDF; the save and the PDF say admin mode", async ({
    web,
    runtime,
  }) => {
    // Prepare: Otávio's declaration, unpaid
    const token = await runtime.login({ email: 'otavio.dono@example.com', name: 'Otávio' });
    const reference = await saveDeclaracao(runtime, token);
    const page = await web.newPage({
      signedInAs: { email: 'bia.suporte@example.com', name: 'Bia Suporte', admin: true },
    });
    await page.goto(`/DeclaracaoResidencia?id=${reference}&edit=true&adminMode=true`);
    await waitForValue(page, '#decl-titular_nome', declaracaoResidenciaExemplo.titular_nome);

    // Act: a correction (autosaved), then "Gerar PDF"
    const saved = apiResponse(page, 'declaracao-save');
    await page.locator('#decl-titular_nome').fill('Otávio Corrigido pelo Suporte');
    const saveResponse = await saved;
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    const released = apiResponse(page, 'declaracao-pdf');
    await pageParts(page).gerarPdf.click();

    // Assess: both calls carried admin mode and were answered; the PDF has the correction
    expect(saveResponse.status()).toBe(200);
    expect(saveResponse.request().postDataJSON()).toMatchObject({ id: reference, adminMode: true });
    const pdfResponse = await released;
    expect(pdfResponse.status()).toBe(200);
    expect(new URL(pdfResponse.url()).searchParams.get('adminMode')).toBe('true');
    expect((await readPdfDownload(await downloading)).text).toContain('Otávio Corrigido pelo Suporte');
  });
});

describe('a signed-out visitor’s draft', () => {
  test('is kept in the browser, and after "Entre para salvar e pagar" opens saved in the account', async ({
    web,
  }) => {
    // Prepare
    const input = declaracao('Rafael Rascunho Nunes', 'Sofia Nunes Prado', ['246813579', '135792468']);
    input.condicao = 'cedido';
    const identity = { email: 'rafael.rascunho@example.com', name: 'Rafael Rascunho', admin: false };
    const page = await web.newPage();
    await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
    const parts = pageParts(page);
    await page.goto('/DeclaracaoResidencia');

    // Act
    await fillDeclaracao(page, input);

    // Assess: a browser draft, no saving, no paying
    await parts.status.filter({ hasText: 'Rascunho guardado neste navegador' }).waitFor();
    expect(await page.getByRole('button', { name: 'Salvar agora' }).count()).toBe(0);
    expect(await parts.gerarPdf.isDisabled()).toBe(true);
    await page.getByText('Entre e efetue o pagamento para liberar o PDF.').waitFor();
    expect(await page.getByRole('button', { name: 'Gerar PIX' }).count()).toBe(0);
    const stored = JSON.parse((await localStorageItem(page, LOCAL_DRAFT_KEY)) ?? '{}');
    expect(stored).toMatchObject({
      titular_nome: input.titular.nome,
      titular_cpf: input.titular.cpf,
      titular_cidade: 'São Paulo',
      dep_nome: input.dep.nome,
      condicao: 'cedido',
      data_dia: '05',
    });

    // Act: sign in from the panel's link
    await page.getByRole('link', { name: 'Entre para salvar e pagar' }).click();
    await waitForPath(page, '/Login?redirect=%2FDeclaracaoResidencia');
    const saved = apiResponse(page, 'declaracao-save');
    await signInWithForm(page, identity);

    // Assess: back on the page, the same declaration saved in the account, ready to pay
    expect((await saved).status()).toBe(200);
    const reference = await referenceInUrl(page);
    expect(new URL(page.url()).pathname).toBe('/DeclaracaoResidencia');
    await parts.status.filter({ hasText: /^Rascunho salvo/ }).waitFor();
    expect(await page.locator('#decl-titular_nome').inputValue()).toBe(input.titular.nome);
    expect(await page.locator('#decl-titular_cpf').inputValue()).toBe(input.titular.cpf);
    expect(await page.locator('#decl-titular_rua').inputValue()).toBe('Avenida Paulista');
    await waitForValue(page, '#decl-titular-cidade', 'São Paulo');
    expect(await page.locator('#decl-dep_nome').inputValue()).toBe(input.dep.nome);
    expect(await page.locator('#decl-condicao-cedido').isChecked()).toBe(true);
    expect(await page.locator('#decl-data_mes').inputValue()).toBe('março');
    await page.getByRole('button', { name: 'Gerar PIX' }).waitFor();
    expect(await page.getByRole('link', { name: 'Entre para salvar e pagar' }).count()).toBe(0);
    expect(await localStorageItem(page, LOCAL_DRAFT_KEY)).toBeNull();

    // Act: the list
    await openList(page);

    // Assess: saved once
    await expectRow(page, reference, input, 'Rascunho • pagamento pendente');
    expect(await page.locator('table.doc-table tbody tr').count()).toBe(1);
  });
});

describe('the final check', () => {
  test('marks every refused field at once and focuses the first; a missing state is focused, not the city', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'vera.valida@example.com', name: 'Vera Valida' } });
    await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/declaracao-save')) saves.push(r.url());
    });
    await page.goto('/DeclaracaoResidencia');
    await page.locator('#decl-titular_nome').waitFor();

    // Act: "Salvar agora" on the blank form
    await page.getByRole('button', { name: 'Salvar agora' }).click();

    // Assess: nothing to save, and no empty declaration made
    await toast(page, 'info', 'Preencha a declaração antes de salvar.').waitFor();
    expect(saves).toEqual([]);

    // Act: terms, then "Gerar PIX" on the blank form
    await acceptTermsInDialog(page);
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess: the first rule's toast and focus, and every field that fails marked at once
    await toast(page, 'error', 'Preencha os dois CPFs (titular e dependente)').waitFor();
    expect(await hasFocus(page.locator('#decl-titular_cpf'))).toBe(true);
    for (const id of ['titular_nome', 'titular_cpf', 'titular_rua', 'titular_cep', 'dep_nome', 'dep_cpf']) {
      expect(await page.locator(`#decl-${id}`).getAttribute('aria-invalid'), id).toBe('true');
    }
    expect(await page.locator('#decl-titular-uf').getAttribute('aria-invalid')).toBe('true');
    await page
      .locator('#decl-titular_nome-error', { hasText: 'Preencha ao menos nome, CPF e endereço do titular' })
      .waitFor();
    await page
      .locator('#decl-dep_nome-error', { hasText: 'Preencha dados do dependente (nome e CPF)' })
      .waitFor();

    // Act: everything filled but the holder's state (and so the city)
    await fillDeclaracao(
      page,
      declaracao('Vera Valida Souza', 'Davi Valido Souza', ['390533447', '453178287']),
    );
    await page.locator('#decl-titular-uf').selectOption('');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess: the state is where focus goes (the city waits for it), the typed fields no longer marked
    await toast(page, 'error', 'Informe a cidade e o estado do titular').waitFor();
    expect(await hasFocus(page.locator('#decl-titular-uf'))).toBe(true);
    expect(await page.locator('#decl-titular_nome').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the CEP lookup services unreachable', () => {
  test('the field says "Falha ao buscar CEP" (not which service failed) and offers typing the address', async ({
    web,
  }) => {
    // Prepare: ViaCEP and its fallback both fail at the network
    const page = await web.newPage();
    await page.context().route('https://viacep.com.br/**', (route) => route.abort('connectionrefused'));
    await page.context().route('https://brasilapi.com.br/**', (route) => route.abort('connectionrefused'));
    await page.goto('/DeclaracaoResidencia');

    // Act
    await page.locator('#decl-titular_cep').pressSequentially('01310100');
    await page.locator('#decl-titular_rua').focus();

    // Assess
    const status = page.locator('#decl-titular_cep-status');
    await status.filter({ hasText: 'Falha ao buscar CEP' }).waitFor();
    expect(await status.textContent()).toBe(
      'Falha ao buscar CEP Você pode preencher o endereço manualmente.',
    );
    expect(await page.locator('#decl-titular_rua').isEditable()).toBe(true);
  });
});

describe('a declaration that cannot be opened', () => {
  test('says it was not found, offers no retry, and leads to a new one or the list', async ({ web }) => {
    // Prepare
    const page = await web.newPage({
      signedInAs: { email: 'ninguem.aqui@example.com', name: 'Ninguém Aqui', admin: false },
    });

    // Act
    await page.goto('/DeclaracaoResidencia?id=decl-nao-existe-0000000000000-1700000000000');

    // Assess
    const alert = page.getByRole('alert').filter({ hasText: 'Declaração não encontrada.' });
    await alert.waitFor();
    expect(await alert.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
    await alert.getByRole('link', { name: 'Minhas Declarações' }).click();
    await waitForPath(page, '/MinhasDeclaracoes');
  });
});

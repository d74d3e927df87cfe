// Promissory notes in Chromium (issue 20): the empty form refused with "Preencha os campos obrigatórios" and
// every field marked, the form filled (a CEP lookup filling UF and city; a CEP the services do not know leaving
// them to be picked by hand, issue 41), "Gerar" locked until
// paid, paid with "Simular pagamento aprovado", "Gerar Parcelas (3/folha)" downloading the server's PDF of 10
// notes of R$ 1.000,01 from 31 January to a company payee, then the batch in Minhas Promissórias and one note's
// PDF from the list; a whole batch deleted from the list after its dialog (issue 40). axe checks every page on
// arrival and the page with its preview.

import { promissoriaExemplo } from '@shared/documents/promissoria/fixtures';
import { readableReference } from '@shared/format/reference';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { approve, issuePix } from '../support/declaracoes';
import {
  AVENIDA_PAULISTA,
  acceptTermsInDialog,
  apiResponse,
  cancelPaidEdit,
  onlyDigits,
  RIO_BRANCO,
  readPdfDownload,
  stubCepServices,
  toast,
  waitForValue,
} from './support/declaracao';
import { accessibilityViolations, test } from './support/fixture';

const LOTE = /^promissoria-\d{13}-[0-9a-f]{20}$/;

async function fillLote(page: Page): Promise<void> {
  await page.locator('#prom-total_parcelas').pressSequentially('10');
  await page.locator('#prom-valor_total_centavos').pressSequentially('1000001');
  await waitForValue(page, '#prom-valor_total_centavos', '10.000,01');
  await page.locator('#prom-data_primeiro_vencimento').pressSequentially('31012027');
  await page.locator('#prom-beneficiario_nome').fill('Loja Bom Preço Comércio de Móveis Ltda.');
  await page.locator('#prom-beneficiario_cpf_cnpj').pressSequentially('11222333000181');
  await waitForValue(page, '#prom-beneficiario_cpf_cnpj', '11.222.333/0001-81');
  await page.locator('#prom-emitente_nome').fill('Ana Beatriz Souza Lima');
  await page.locator('#prom-emitente_cpf_cnpj').pressSequentially('71460238001');
  await waitForValue(page, '#prom-emitente_cpf_cnpj', '714.602.380-01');
  await page.locator('#prom-emitente_telefone').pressSequentially('11987654321');
  const emitente = page.waitForResponse((r) =>
    r.url().includes(`/ws/${onlyDigits(AVENIDA_PAULISTA.cep)}/json`),
  );
  await page.locator('#prom-emitente_cep').pressSequentially(onlyDigits(AVENIDA_PAULISTA.cep));
  await emitente;
  await waitForValue(page, '#prom-emitente_estado', 'SP');
  await waitForValue(page, '#prom-emitente_cidade', 'São Paulo');
  await waitForValue(page, '#prom-emitente_rua', 'Avenida Paulista');
  await waitForValue(page, '#prom-emitente_bairro', 'Bela Vista');
  await page.locator('#prom-emitente_numero').fill('1000');
  // The payment's CEP is one the services do not know: a notice, and UF and city picked by hand.
  await page.locator('#prom-local_pagamento_cep').pressSequentially(onlyDigits(RIO_BRANCO.cep));
  await page.locator('#prom-local_pagamento_cep-status', { hasText: 'CEP não encontrado' }).waitFor();
  expect(await page.locator('#prom-local_pagamento_cep').getAttribute('aria-invalid')).toBeNull();
  await page.locator('#prom-local_pagamento_estado').selectOption('RJ');
  const city = page.locator('#prom-local_pagamento_cidade');
  await city.locator('option', { hasText: 'Rio de Janeiro' }).waitFor({ state: 'attached' });
  expect(await city.inputValue()).toBe('');
  await city.selectOption('Rio de Janeiro');
}

describe('promissory notes', () => {
  test('refused empty, filled, paid by PIX, printed three to a sheet and found in Minhas Promissórias', {
    timeout: 180_000,
  }, async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'credora@example.com', name: 'Credora' } });
    await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
    await page.goto('/CriarPromissoria');
    await page.getByRole('heading', { level: 1, name: 'Criar Promissórias' }).waitFor();
    const gerar = page.getByRole('button', { name: 'Gerar', exact: true });
    const imprimir = page.getByRole('button', { name: 'Gerar Parcelas (3/folha)' });
    await page.getByRole('heading', { name: 'Pré-visualização (0)' }).waitFor();
    await page.getByText('Gere as parcelas para visualizar').waitFor();
    expect(await gerar.isDisabled()).toBe(true);
    expect(await page.locator('#prom-gerar-hint').textContent()).toBe(
      'Realize o pagamento para liberar a geração',
    );

    // Act: a field left wrong shows its message once left
    await page.locator('#prom-beneficiario_cpf_cnpj').pressSequentially('529982247');
    await page.locator('#prom-beneficiario_cpf_cnpj').press('Tab');

    // Assess
    await expect
      .poll(() => page.locator('#prom-beneficiario_cpf_cnpj-error').textContent())
      .toBe('CPF incompleto');
    await page.locator('#prom-beneficiario_cpf_cnpj').fill('');

    // Act: paying for an empty form
    await acceptTermsInDialog(page);
    await page.getByRole('button', { name: 'Pagar com PIX' }).click();

    // Assess: the spec's message and every field marked with its own
    await toast(page, 'warning', 'Preencha os campos obrigatórios').waitFor();
    for (const [id, message] of <const>[
      ['total_parcelas', 'Informe o total de parcelas (mínimo 1)'],
      ['valor_total_centavos', 'Informe o valor total maior que zero'],
      ['data_primeiro_vencimento', 'Informe a data do 1º vencimento'],
      ['beneficiario_nome', 'Nome do beneficiário é obrigatório'],
      ['beneficiario_cpf_cnpj', 'CPF/CNPJ do beneficiário é obrigatório'],
      ['emitente_nome', 'Nome do emitente é obrigatório'],
      ['emitente_cpf_cnpj', 'CPF/CNPJ do emitente é obrigatório'],
      ['emitente_telefone', 'Informe telefone com DDD'],
      ['emitente_cep', 'CEP do emitente deve ter 8 dígitos'],
      ['emitente_numero', 'Número é obrigatório'],
      ['local_pagamento_cep', 'CEP do local deve ter 8 dígitos'],
    ]) {
      expect(await page.locator(`#prom-${id}`).getAttribute('aria-invalid'), id).toBe('true');
      // A CEP's message is in its lookup status line, every other field's under it.
      const under = id.endsWith('_cep') ? `#prom-${id}-status` : `#prom-${id}-error`;
      expect(await page.locator(under).textContent(), id).toContain(message);
    }

    // Act: fill
    await page.getByTestId('prom-preview-hint').waitFor();
    await fillLote(page);

    // Assess: the watermarked preview of the first sheet before paying (issue 41 item 10)
    const preview = page.getByRole('figure', { name: 'Prévia das notas promissórias' });
    await preview.getByText('As 3 primeiras de 10 notas, como o PDF as imprime.').waitFor();
    expect(await preview.locator('.doc-box').count()).toBe(3);
    expect(await preview.locator('.doc-box').first().textContent()).toContain(
      'No dia 31 de janeiro de 2027, pagarei por esta única via de NOTA PROMISSÓRIA a Loja Bom Preço',
    );
    expect(await preview.locator('.doc-watermark [data-mark]').count()).toBeGreaterThan(0);

    // Act: pay
    const paying = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Pagar com PIX' }).click();
    const pay = await paying;
    expect(pay.request().headers().authorization).toMatch(/^Bearer /);
    const reference = (pay.request().postDataJSON() as { reference: string }).reference;
    expect(reference).toMatch(LOTE);
    await page.getByRole('button', { name: 'Copiar código' }).waitFor();
    await page
      .getByText('O botão Gerar é liberado automaticamente assim que o pagamento for confirmado.')
      .waitFor();
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    await page.locator('.payment-approved').filter({ hasText: 'Pagamento aprovado' }).waitFor();
    await page.getByRole('button', { name: 'Gerar', exact: true, disabled: false }).waitFor();

    // Act: the instalments, then the PDF
    await gerar.click();
    await toast(page, 'success', 'Parcelas geradas').waitFor();
    await page.getByRole('heading', { name: 'Pré-visualização (10)' }).waitFor();
    const rows = page.locator('.prom-table tbody tr');
    expect(await rows.count()).toBe(10);
    expect(await rows.nth(0).locator('td').allTextContents()).toEqual([
      '01/10',
      'R$ 1.000,01',
      '31/01/2027',
      'Loja Bom Preço Comércio de Móveis Ltda.',
      'Ana Beatriz Souza Lima',
    ]);
    expect(await rows.nth(1).locator('td').nth(2).textContent()).toBe('28/02/2027');
    expect(await accessibilityViolations(page)).toEqual([]);
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await imprimir.click();
    const pdf = await readPdfDownload(await downloading);

    // Assess
    expect(pdf.fileName).toBe(`promissorias_${reference}_3pp.pdf`);
    // Four sheets of notes and the next steps (issue 39).
    expect(pdf.pdf.pages).toHaveLength(5);
    expect(pdf.text.match(/NOTA PROMISSÓRIA/g)).toHaveLength(20);
    for (const expected of [
      'Nº 01/10 Vencimento: 31/01/2027',
      'Nº 02/10 Vencimento: 28/02/2027',
      'Nº 10/10 Vencimento: 31/10/2027',
      'R$ 1.000,01 (mil reais e um centavo)',
      'CNPJ 11.222.333/0001-81, ou à sua ordem',
      'Local de pagamento: Rio de Janeiro/RJ, CEP 20040-002',
    ])
      expect(pdf.text).toContain(expected);

    // Act: a change to the paid batch is asked about first (issue 41 item 3), and cancelled
    await page.getByText(`Referência: ${readableReference(reference)}`).waitFor();
    await cancelPaidEdit(
      page,
      '#prom-emitente_nome',
      'Ana Beatriz Souza Lima Editada',
      'Ana Beatriz Souza Lima',
      'promissoria-save',
    );
    expect(await gerar.isDisabled()).toBe(false);

    // Act: the list, one note's PDF
    await page.goto('/MinhasPromissorias');
    await page.getByRole('heading', { level: 1, name: 'Minhas Promissórias' }).waitFor();
    await page.locator('#prom-filtro-lote').fill(reference);
    await page.locator('#prom-filtro-lote').press('Enter');
    const row = page.locator('.prom-table tbody tr').filter({ hasText: '03/10' });
    await row.waitFor();
    expect(await page.locator('.prom-table tbody tr').count()).toBe(10);
    expect(await row.locator('td').allTextContents()).toEqual([
      '03/10',
      'R$ 1.000,00',
      '31/03/2027',
      'Loja Bom Preço Comércio de Móveis Ltda.',
      'Ana Beatriz Souza Lima',
      readableReference(reference),
      'Gerar PDF',
    ]);
    const single = page.waitForEvent('download', { timeout: 60_000 });
    await row
      .getByRole('button', { name: `Gerar PDF da promissória 03/10 do lote ${readableReference(reference)}` })
      .click();
    const note = await readPdfDownload(await single);

    // Assess
    expect(note.fileName).toBe(`promissoria_${reference}_03-10.pdf`);
    expect(note.pdf.pages).toHaveLength(1);
    expect(note.text).toContain('Nº 03/10 Vencimento: 31/03/2027');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the list offers the batch as paid, once, while a change waits for its payment (issue 41 item 3)', {
    timeout: 90_000,
  }, async ({ web, runtime }) => {
    // Prepare: a paid batch whose payee was changed with the person's consent
    const person = { email: 'versao.promissoria@example.com', name: 'Versão Promissória' };
    const token = await runtime.login(person);
    const saved = await runtime.api('/promissoria-save', { token, body: { form: promissoriaExemplo } });
    const lote = saved.body.lote_id as string;
    await approve(runtime, (await issuePix(runtime, token, lote)).id);
    const edit = await runtime.api('/promissoria-save', {
      token,
      body: {
        lote_id: lote,
        form: { ...promissoriaExemplo, beneficiario_nome: 'Outra Loja Ltda.' },
        confirm_repayment: true,
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const page = await web.newPage({ signedInAs: person });

    // Act
    await page.goto('/MinhasPromissorias');
    const button = page.getByRole('button', { name: `Baixar versão paga de ${readableReference(lote)}` });
    await button.waitFor();
    const count = await button.count();
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await button.click();
    await toast(page, 'success', 'PDF da versão paga baixado').waitFor();
    const pdf = await readPdfDownload(await downloading);

    // Assess: on the batch's first row only; the paid payee on every note, three to a sheet
    expect(count).toBe(1);
    expect(await page.locator('.prom-table tbody tr').first().textContent()).toContain('Baixar versão paga');
    expect(Buffer.from(pdf.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdf.fileName).toBe(`promissorias_${lote}_3pp.pdf`);
    expect(pdf.text.match(/NOTA PROMISSÓRIA/g)).toHaveLength(20);
    expect(pdf.text).toContain('Loja Bom Preço Comércio de Móveis Ltda.');
    expect(pdf.text).not.toContain('Outra Loja Ltda.');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('deletes a whole batch from the list, after its dialog, and leaves the other batch', {
    timeout: 90_000,
  }, async ({ web, runtime }) => {
    // Prepare: two batches of 10 notes each
    const person = { email: 'exclui.promissoria@example.com', name: 'Exclui Promissória' };
    const token = await runtime.login(person);
    const lotes: string[] = [];
    for (let i = 0; i < 2; i++) {
      const saved = await runtime.api('/promissoria-save', { token, body: { form: promissoriaExemplo } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      lotes.push(saved.body.lote_id as string);
    }
    const [gone, kept] = lotes as [string, string];
    const page = await web.newPage({ signedInAs: person });
    await page.goto('/MinhasPromissorias');
    const rowsOf = (lote: string) =>
      page.locator('.prom-table tbody tr').filter({ hasText: readableReference(lote) });
    await expect.poll(() => page.locator('.prom-table tbody tr').count()).toBe(20);

    // Act: Excluir on the batch, then confirm in the dialog
    const excluir = page.getByRole('button', { name: `Excluir o lote ${readableReference(gone)}` });
    const offered = await excluir.count();
    await excluir.click();
    const dialog = page.getByRole('alertdialog', { name: 'Excluir lote de promissórias' });
    await dialog
      .getByText(
        'Excluir este lote de promissórias, com todas as suas notas? Esta ação não pode ser desfeita.',
      )
      .waitFor();
    const deleted = apiResponse(page, 'promissoria-delete');
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();

    // Assess: offered once per batch; its notes gone from the page and the server, the other batch kept
    expect(offered).toBe(1);
    expect((await deleted).status()).toBe(200);
    await toast(page, 'success', 'Excluído').waitFor();
    await expect.poll(() => rowsOf(gone).count()).toBe(0);
    expect(await rowsOf(kept).count()).toBe(10);
    const listed = await runtime.api('/promissoria-list?mine=1', { token });
    expect([...new Set((listed.body.list as { lote_id: string }[]).map((note) => note.lote_id))]).toEqual([
      kept,
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('an empty list says so', async ({ web }) => {
    const page = await web.newPage({ signedInAs: { email: 'nenhuma@example.com', name: 'Nenhuma' } });
    await page.goto('/MinhasPromissorias');
    await page.getByText('Nenhuma promissória encontrada').waitFor();
    expect(await page.getByRole('button', { name: 'Gerar Todas' }).isDisabled()).toBe(true);
  });
});

// The payment receipt in Chromium (issue 42 item 5): a visitor who is not signed in fills it (the amount's words
// shown as typed, a missing "Referente a" refused and focused), pays by PIX with "Simular pagamento aprovado"
// (the access key in a header, never in a URL), downloads the PDF and finds the amount in words in it; signed
// in, the same journey ends with the receipt in Minhas Declarações under both parties' names.
import { moneyInWords } from '@shared/format/money';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { RECIBO_PAGAMENTO_MESSAGES } from '../../shared/documents/recibo-pagamento/schema';
import { acceptTermsInDialog, apiResponse, readPdfDownload, toast, waitForValue } from './support/declaracao';
import { test } from './support/fixture';
import { hasFocus } from './support/in-page';

const REFERENCE = /^recpag-\d{13}-[0-9a-f]{20}$/;
const WORDS = moneyInWords(125050);
const E2E_ID = 'E18236120202603101530s0123456789';

/** Fills everything but "Referente a", top to bottom as a person would. */
async function fillRecibo(page: Page): Promise<void> {
  await page.locator('#rpg-pagador_nome').fill('Joana Ávila Conceição');
  await page.locator('#rpg-pagador_cpf').pressSequentially('52998224725');
  await waitForValue(page, '#rpg-pagador_cpf', '529.982.247-25');
  await page.locator('#rpg-recebedor_tipo-pj').check();
  await page.locator('#rpg-recebedor_nome').fill('Pinturas Ipê Amarelo Ltda.');
  await page.locator('#rpg-recebedor_cnpj').pressSequentially('12ABC34501DE35');
  await waitForValue(page, '#rpg-recebedor_cnpj', '12.ABC.345/01DE-35');
  await page.locator('#rpg-recebedor_rep_nome').fill('Marta Luíza Queiroz');
  await page.locator('#rpg-recebedor_rep_cpf').pressSequentially('11144477735');
  await page.locator('#rpg-recebedor_rep_cargo').fill('sócia-administradora');
  await page.locator('#rpg-valor').pressSequentially('125050');
  await waitForValue(page, '#rpg-valor', '1.250,50');
  await page.locator('#rpg-forma_pagamento').selectOption('pix');
  await page.locator('#rpg-pix_e2e_id').fill(E2E_ID);
  await page.locator('#rpg-data_pagamento').fill('2026-03-10');
  await page.locator('#rpg-local-uf').selectOption('SP');
  await page.locator('#rpg-local-cidade').selectOption('São Paulo');
  await page.locator('#rpg-vias-2').check();
}

/** "Gerar PIX" refused for the missing "Referente a", then filled, paid and approved by the simulator. */
async function payAfterReferenteFix(
  page: Page,
  email: boolean,
): Promise<{ reference: string; key?: string }> {
  await acceptTermsInDialog(page);
  if (email) await page.getByLabel('E-mail para o comprovante').fill('visitante@example.com');
  await page.getByRole('button', { name: 'Gerar PIX' }).click();
  await toast(page, 'error', RECIBO_PAGAMENTO_MESSAGES.referente).waitFor();
  await expect.poll(() => hasFocus(page.locator('#rpg-referente'))).toBe(true);

  await page.locator('#rpg-referente').fill('serviço de pintura da fachada');
  await page.getByText('29/300 caracteres').waitFor();
  const saved = apiResponse(page, 'declaracao-save');
  const paid = apiResponse(page, 'mp-pay');
  await page.getByRole('button', { name: 'Gerar PIX' }).click();
  const saveBody = await (await saved).json();
  const pay = await paid;
  expect(pay.status()).toBe(200);
  const approved = apiResponse(page, 'mp-status', (b) => b.status === 'approved');
  await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
  await approved;
  await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).waitFor();
  const key = saveBody.access_key as string | undefined;
  if (key) expect((await pay.request().allHeaders())['x-document-key']).toBe(key);
  return { reference: saveBody.id as string, ...(key ? { key } : {}) };
}

async function downloadPdf(page: Page) {
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Gerar PDF' }).click();
  const pdf = await readPdfDownload(await downloading);
  await toast(page, 'success', 'PDF foi Gerado').waitFor();
  return pdf;
}

function expectReceipt(pdf: { fileName: string; text: string }): void {
  expect(pdf.fileName).toMatch(/^recibo_pagamento_\d+\.pdf$/);
  for (const expected of [
    'RECIBO DE PAGAMENTO',
    'Pinturas Ipê Amarelo Ltda.',
    '12.ABC.345/01DE-35',
    'Joana Ávila Conceição',
    'R$ 1.250,50',
    WORDS,
    E2E_ID,
    'serviço de pintura da fachada',
    'São Paulo/SP, 10 de março de 2026.',
    'recorte aqui',
  ])
    expect(pdf.text).toContain(expected);
}

describe('payment receipt', () => {
  test('made signed out: words shown as typed, refused, paid, downloaded', { timeout: 120_000 }, async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage();
    await page.goto('/ReciboPagamento');
    await page.getByRole('heading', { level: 1, name: 'Recibo de Pagamento' }).waitFor();

    // Act
    await fillRecibo(page);
    await expect.poll(() => page.locator('#rpg-valor-extenso').textContent()).toContain(WORDS);
    const { reference, key } = await payAfterReferenteFix(page, true);
    const pdf = await downloadPdf(page);

    // Assess
    expect(reference).toMatch(REFERENCE);
    expect(key).toBeDefined();
    expect(page.url()).not.toContain(key!);
    expectReceipt(pdf);
  });

  test('made signed in: paid, downloaded and listed with both names', { timeout: 120_000 }, async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'joana.recibo@example.com', name: 'Joana' } });
    await page.goto('/ReciboPagamento');
    await page.locator('#rpg-pagador_nome').waitFor();

    // Act
    await fillRecibo(page);
    const { reference } = await payAfterReferenteFix(page, false);
    const pdf = await downloadPdf(page);
    await page.goto('/MinhasDeclaracoes');
    const row = page.locator(`table.doc-table tbody tr[data-id="${reference}"]`);
    await row.waitFor();

    // Assess
    expect(reference).toMatch(REFERENCE);
    expectReceipt(pdf);
    expect(await row.locator('td[data-label="Tipo"]').textContent()).toBe('Recibo');
    expect(await row.locator('td[data-label="Titular"]').textContent()).toBe('Pinturas Ipê Amarelo Ltda.');
    expect(await row.locator('td[data-label="Dependente"]').textContent()).toBe('Joana Ávila Conceição');
  });
});

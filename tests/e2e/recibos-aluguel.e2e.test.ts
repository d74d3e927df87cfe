// Rent receipts without a contract in Chromium (issue 18 item 4): a signed-out visitor checked by the spec's
// "Campos faltando: ..." message, fills the form as a person would (CEP lookups, padded dates, the rent in
// words), pays with "Simular pagamento aprovado" and downloads twelve receipts; the access key stays in this
// browser and travels in a header only; another browser, without it, cannot open the receipts.

import { reciboAluguelExemplo } from '@shared/documents/recibo-aluguel/fixtures';
import {
  emptyReciboAluguel,
  fieldList,
  missingReceiptFields,
  RECIBO_ALUGUEL_MESSAGES,
} from '@shared/documents/recibo-aluguel/schema';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import {
  AVENIDA_PAULISTA,
  acceptTermsInDialog,
  apiResponse,
  readPdfDownload,
  stubCepServices,
  toast,
  validCpf,
  waitForValue,
} from './support/declaracao';
import { test } from './support/fixture';
import { hasFocus, localStorageItem, setLocalStorageItem } from './support/in-page';

/** Where the SPA keeps the keys of the documents this browser made signed out. */
const HELD_KEYS = 'document_keys';

const REFERENCE = /^reciboaluguel-\d{13}-[0-9a-f]{20}$/;
const LOCADOR_CPF = validCpf('390533447');
const LOCATARIO_CPF = validCpf('529982247');

async function fillRecibos(page: Page): Promise<void> {
  await page.locator('#rec-locador_nome').fill('Maria Aparecida Lopes');
  await page.locator('#rec-locador_rg').fill('12.345.678-9');
  await page.locator('#rec-locador_cpf').pressSequentially(LOCADOR_CPF.replace(/\D/g, ''));
  await page.locator('#rec-locador_cep').pressSequentially('01310100');
  await page.getByRole('button', { name: 'Buscar CEP' }).click();
  await waitForValue(page, '#rec-locador-uf', 'SP');
  // The tenant is a company with an alphanumeric CNPJ (issue 38 item 4), typed in lower case
  await page.locator('#rec-locatario_tipo-pj').check();
  await page.locator('#rec-locatario_nome').fill('Padaria Pão Quente Ltda.');
  await page.locator('#rec-locatario_cnpj').pressSequentially('12abc34501de35');
  await page.locator('#rec-locatario_rep_nome').fill('João Pedro Santos');
  await page.locator('#rec-locatario_rep_cpf').pressSequentially(LOCATARIO_CPF.replace(/\D/g, ''));
  await page.locator('#rec-locatario_rep_cargo').fill('sócio-administrador');
  await page.getByLabel(/^O condomínio é pago junto com o aluguel/).check();
  await page.locator('#rec-imovel_cep').pressSequentially('01310100');
  await waitForValue(page, '#rec-imovel_endereco_rua', 'Avenida Paulista');
  await page.locator('#rec-imovel_endereco_numero').fill('1000');
  await page.locator('#rec-imovel_endereco_complemento').fill('apto 52');
  await page.locator('#rec-dia_vencimento').fill('');
  // A day past 31 is refused at the field, never clamped (issue 41 item 2): the last day a month can have.
  await page.locator('#rec-dia_vencimento').pressSequentially('31');
  await page.locator('#rec-data_inicio_dia').pressSequentially('1');
  await page.locator('#rec-data_inicio_mes').pressSequentially('3');
  await page.locator('#rec-data_inicio_ano').pressSequentially('2026');
  await page.locator('#rec-aluguel_valor').pressSequentially('150000');
}

describe('rent receipts without a contract', () => {
  // A whole journey with a payment and a PDF: longer than the suite's default on a loaded machine.
  test('made signed out: checked, filled, paid and generated', { timeout: 120_000 }, async ({ web }) => {
    // Prepare
    const page = await web.newPage();
    await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
    const sentUrls: string[] = [];
    page.on('request', (r) => sentUrls.push(r.url()));
    await page.goto('/GerarRecibosAluguel');
    await page.getByRole('heading', { level: 1, name: 'Gerar Recibos de Aluguel (sem contrato)' }).waitFor();
    const gerar = page.getByRole('button', { name: 'Gerar Recibos' });
    await page.locator('#rec-locador_nome').waitFor();

    // Assess: nothing to generate before paying
    expect(await gerar.isDisabled()).toBe(true);
    await page.getByText('Pagamento necessário para liberar os recibos.').waitFor();

    // Act: paying for an empty form
    await acceptTermsInDialog(page);
    await page.getByLabel('E-mail para o comprovante').fill('maria.lopes@example.com');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess: the spec's message naming every missing field, the first one focused
    const missing = `${RECIBO_ALUGUEL_MESSAGES.camposFaltando}${fieldList(missingReceiptFields(emptyReciboAluguel()))}`;
    expect(missing).toContain('dia de início');
    await toast(page, 'error', missing).waitFor();
    await expect.poll(() => hasFocus(page.locator('#rec-locador_nome'))).toBe(true);

    // Act: the whole form, as typed
    await fillRecibos(page);
    await page.locator('#rec-locatario_nome').focus();

    // Assess: masks, padding, the CEPs' addresses and the rent in words ("Auto")
    await waitForValue(page, '#rec-dia_vencimento', '31');
    await waitForValue(page, '#rec-locatario_cnpj', '12.ABC.345/01DE-35');
    await waitForValue(page, '#rec-data_inicio_dia', '01');
    await waitForValue(page, '#rec-data_inicio_mes', '03');
    await waitForValue(page, '#rec-aluguel_valor', '1.500,00');
    await waitForValue(page, '#rec-aluguel_valor_extenso', 'mil e quinhentos reais');
    await waitForValue(page, '#rec-locador_cep', '01.310-100');
    await waitForValue(page, '#rec-imovel-cidade', 'São Paulo');
    await page.getByText('Auto', { exact: true }).waitFor();
    // The watermarked preview of what the PDF prints, before paying (issue 41 item 10)
    const preview = page.getByRole('figure', { name: 'Prévia dos recibos' });
    await preview.getByText('RECIBO DE ALUGUEL Nº 12/12').waitFor();
    expect(await preview.textContent()).toContain(
      'período de 01/03/2026 a 31/03/2026, vencido em 31/03/2026',
    );
    expect(await preview.locator('.doc-watermark [data-mark]').count()).toBeGreaterThan(0);

    // Act: the autosave creates the receipts; then pay
    await page.waitForURL((url) => REFERENCE.test(url.searchParams.get('reference') ?? ''));
    const reference = new URL(page.url()).searchParams.get('reference')!;
    // Kept with every anonymous document's key (web/src/lib/document-keys.ts), by reference.
    // Each held key is kept with its kind and date, so it can expire and be listed (issue 40 item 3).
    const heldKeys = async () =>
      JSON.parse((await localStorageItem(page, HELD_KEYS)) ?? '{}') as Record<string, { key: string }>;
    await expect.poll(async () => Object.keys(await heldKeys())).toContain(reference);
    const key = (await heldKeys())[reference]!.key;
    const paying = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    const pay = await paying;
    const approved = apiResponse(page, 'mp-status', (b) => b.status === 'approved');
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    const poll = await approved;

    // Assess: paid at the receipts' price, the key in a header of every call and in no URL
    expect(await pay.json()).toMatchObject({ ok: true, payment: { status: 'pending' } });
    expect(pay.request().headers()[ACCESS_KEY_HEADER]).toBe(key);
    expect(poll.request().headers()[ACCESS_KEY_HEADER]).toBe(key);
    await page.getByText('Pagamento aprovado ✓', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Gerar Recibos', disabled: false }).waitFor();

    // Act: generate
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await gerar.click();
    const pdf = await readPdfDownload(await downloading);

    // Assess: twelve receipts, from the 31st clamped to February's last day, naming both parties
    await toast(page, 'success', 'Recibos gerados').waitFor();
    expect(pdf.fileName).toMatch(/^recibos_aluguel_12m_\d+\.pdf$/);
    expect(pdf.pdf.pages).toHaveLength(4);
    for (const text of [
      'RECIBO DE ALUGUEL Nº 1/12',
      'Nº 12/12',
      'Maria Aparecida Lopes',
      'Padaria Pão Quente Ltda., CNPJ nº 12.ABC.345/01DE-35',
      LOCADOR_CPF,
      // Each receipt pays a month already lived, with its period, a charge line and a payment date line.
      'período de 01/03/2026 a 31/03/2026, vencido em 31/03/2026',
      'Aluguel R$ 1.500,00 | Condomínio R$ __________ | Total R$ __________',
      'Data do pagamento: ____/____/______',
    ]) {
      expect(pdf.text, text).toContain(text);
    }
    expect(pdf.text).toContain('mil e quinhentos reais');
    expect(pdf.text).toContain('vencido em 28/02/2027');
    expect(sentUrls.filter((url) => url.includes(key))).toEqual([]);
  });

  test('open only in the browser that holds their key', async ({ web, runtime }) => {
    // Prepare: receipts made signed out, their key kept by one browser
    const saved = await runtime.api('/recibo-aluguel-save', { body: { form: reciboAluguelExemplo } });
    const reference = saved.body.reference as string;
    const key = saved.body.access_key as string;
    const holder = await web.newPage();
    await holder.goto('/');
    await setLocalStorageItem(holder, HELD_KEYS, JSON.stringify({ [reference]: key }));
    const other = await web.newPage();

    // Act
    const getting = apiResponse(holder, 'recibo-aluguel-get');
    await holder.goto(`/GerarRecibosAluguel?reference=${reference}`);
    const get = await getting;
    await other.goto(`/GerarRecibosAluguel?reference=${reference}`);

    // Assess
    expect(get.status()).toBe(200);
    expect(get.request().headers()[ACCESS_KEY_HEADER]).toBe(key);
    expect(get.url()).not.toContain(key);
    await waitForValue(holder, '#rec-locador_nome', reciboAluguelExemplo.locador_nome);
    await other.getByText('Recibos não encontrados.').waitFor();
    expect(await other.locator('#rec-locador_nome').count()).toBe(0);
  });
});

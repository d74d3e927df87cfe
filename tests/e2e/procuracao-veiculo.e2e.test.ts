// The vehicle power of attorney in Chromium (issue 19): a visitor who is not signed in fills it (a bad plate
// refused with its message and focused first), pays by PIX with "Simular pagamento aprovado" (no authorization
// header, the access key in a header, never in a URL), downloads the PDF and reads it; then signs in, is asked
// whether to add it, agrees, and finds it in Minhas Declarações as a "Procuração", the browser's key forgotten.
// Also on a 390 × 844 phone.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  AVENIDA_PAULISTA,
  acceptTermsInDialog,
  apiResponse,
  onlyDigits,
  readPdfDownload,
  stubCepServices,
  toast,
  waitForValue,
} from './support/declaracao';
import { MOBILE, signInWithForm, test } from './support/fixture';
import { hasFocus } from './support/in-page';

const REFERENCE = /^proc-veh-\d{13}-[0-9a-f]{20}$/;
const PLATE_MESSAGE = 'Placa inválida: use o padrão antigo (ABC1234) ou Mercosul (ABC1D23)';

/** Fills the form top to bottom as a person would, the address from the CEP lookup; the plate as given. */
async function fillProcuracao(page: Page, plate: string): Promise<void> {
  await page.locator('#proc-nome_completo_dono').fill('Carlos Eduardo Ferreira');
  await page.locator('#proc-cpf_cnpj_dono').pressSequentially('39053344705');
  await waitForValue(page, '#proc-cpf_cnpj_dono', '390.533.447-05');
  await page.locator('#proc-rg_dono').fill('23.456.789-0');
  await page.locator('#proc-nacionalidade_dono').fill('brasileiro');
  await page.locator('#proc-estado_civil_dono').selectOption('casado');
  await page.locator('#proc-profissao_dono').fill('engenheiro');
  const lookup = page.waitForResponse((r) =>
    r.url().includes(`/ws/${onlyDigits(AVENIDA_PAULISTA.cep)}/json`),
  );
  await page.locator('#proc-cep_endereco_dono').pressSequentially(onlyDigits(AVENIDA_PAULISTA.cep));
  await lookup;
  await waitForValue(page, '#proc-endereco_completo_dono', AVENIDA_PAULISTA.logradouro);
  await waitForValue(page, '#proc-dono-cidade', AVENIDA_PAULISTA.localidade);
  await page.locator('#proc-numero_endereco_dono').fill('1000');
  await page.locator('#proc-nome_completo_procurador').fill('Ana Beatriz Souza Lima');
  await page.locator('#proc-cpf_procurador').pressSequentially('71460238001');
  await page.locator('#proc-rg_procurador').fill('34.567.890-1');
  await page.locator('#proc-nacionalidade_procurador').fill('brasileira');
  await page.locator('#proc-estado_civil_procurador').selectOption('solteiro');
  await page.locator('#proc-profissao_procurador').fill('advogada');
  await page.locator('#proc-endereco_procurador').fill('Rua Augusta, nº 500, Consolação, São Paulo/SP');
  await page.locator('#proc-data_por_extenso').check();
  await page.locator('#proc-marca_modelo_veiculo').fill('Volkswagen Gol 1.0');
  await page.locator('#proc-placa_veiculo').fill(plate);
  await page.locator('#proc-renavam_veiculo').fill('00639884962');
  await page.locator('#proc-chassi_veiculo').fill('9bwzzz377vt004251');
  await page.locator('#proc-cor_veiculo').fill('Prata');
}

/** Gerar PIX refused for the plate, then with the plate fixed the PIX and its simulated approval. */
async function payAfterPlateFix(page: Page): Promise<{ reference: string; key: string }> {
  await acceptTermsInDialog(page);
  // Signed out, the payer types an e-mail for the receipt.
  await page.getByLabel('E-mail para o comprovante').fill('visitante@example.com');
  await page.getByRole('button', { name: 'Gerar PIX' }).click();
  await toast(page, 'error', PLATE_MESSAGE).waitFor();
  await expect.poll(() => hasFocus(page.locator('#proc-placa_veiculo'))).toBe(true);
  expect(await page.locator('#proc-placa_veiculo-error').textContent()).toBe(PLATE_MESSAGE);

  await page.locator('#proc-placa_veiculo').fill('bra2e19');
  await waitForValue(page, '#proc-placa_veiculo', 'BRA2E19');
  const saved = apiResponse(page, 'declaracao-save');
  const paid = apiResponse(page, 'mp-pay');
  await page.getByRole('button', { name: 'Gerar PIX' }).click();
  const save = await saved;
  const saveBody = await save.json();
  const reference = saveBody.id as string;
  const key = saveBody.access_key as string;
  expect(reference).toMatch(REFERENCE);
  const pay = await paid;
  expect(pay.status()).toBe(200);
  const payHeaders = await pay.request().allHeaders();
  expect(payHeaders.authorization).toBeUndefined();
  expect(payHeaders['x-document-key']).toBe(key);
  expect(pay.url()).not.toContain(key);

  const approved = apiResponse(page, 'mp-status', (b) => b.status === 'approved');
  await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
  await approved;
  await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).waitFor();
  return { reference, key };
}

/** What the page keeps of the access keys of documents it made signed out. */
function heldKeys(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("localStorage.getItem('document_keys')");
}

async function downloadPdf(page: Page) {
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  const released = apiResponse(page, 'procuracao-veiculo-pdf');
  await page.getByRole('button', { name: 'Gerar PDF' }).click();
  expect((await released).status()).toBe(200);
  const pdf = await readPdfDownload(await downloading);
  await toast(page, 'success', 'PDF foi Gerado').waitFor();
  return pdf;
}

describe('vehicle power of attorney made signed out', () => {
  test('filled, refused for a bad plate, paid, downloaded, then claimed at sign-in when the person agrees', {
    timeout: 120_000,
  }, async ({ web }) => {
    // Prepare
    // The day the test began: a run across midnight may save on one day and read on the next.
    const startedOn = new Date().toLocaleDateString('pt-BR');
    const page = await web.newPage();
    await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
    await page.goto('/ProcuracaoVeiculo');
    await page.getByRole('heading', { level: 1, name: 'Procuração de Veículo' }).waitFor();
    for (const section of ['Dados do Outorgante (Dono)', 'Dados do Procurador', 'Dados do Veículo']) {
      await page.getByRole('heading', { name: section }).waitFor();
    }

    // Act
    await fillProcuracao(page, 'AB12345');
    const { reference, key } = await payAfterPlateFix(page);
    const pdf = await downloadPdf(page);

    // Assess: the PDF as a DETRAN clerk reads it
    expect(pdf.fileName).toMatch(/^procuracao_veiculo_\d+\.pdf$/);
    for (const expected of [
      'PROCURAÇÃO DE VEÍCULO',
      'Carlos Eduardo Ferreira, brasileiro, casado(a), engenheiro',
      'Ana Beatriz Souza Lima, brasileira, solteiro(a), advogada',
      'residente e domiciliado(a) na Rua Augusta, nº 500',
      'placa BRA2E19',
      'RENAVAM 00639884962',
      'chassi 9BWZZZ377VT004251',
      'sem poderes de substabelecimento',
      'ASSINATURA E RECONHECER FIRMA (POR VERDADEIRA)',
      'ORIENTAÇÕES: esta folha não faz parte da procuração',
    ])
      expect(pdf.text).toContain(expected);
    // The date in words is the checked date's, written out (the day the test runs).
    expect(pdf.text).toMatch(
      /São Paulo\/SP, (1º|\d{1,2}) de [a-zç]+ de \d{4} \([a-z ]+ de [a-zç]+ de dois mil[a-z ]*\)\./,
    );
    expect(new URL(page.url()).search).not.toContain(key);
    expect(await heldKeys(page)).toContain(reference);

    // Act: sign in, then the list
    await page.goto('/Login?redirect=%2FMinhasDeclaracoes');
    const claimed = apiResponse(page, 'document-claim');
    await signInWithForm(page, {
      email: 'visitante.procuracao@example.com',
      name: 'Visitante',
      admin: false,
    });
    const prompt = page.getByRole('alertdialog', { name: 'Documentos deste navegador' });
    await prompt.waitFor();
    const question = await prompt.locator('p').first().textContent();
    const listed = await prompt.getByRole('listitem').allTextContents();
    await prompt.getByRole('button', { name: 'Adicionar à minha conta' }).click();
    const claim = await (await claimed).json();
    await page.waitForURL((url) => url.pathname === '/MinhasDeclaracoes');
    const row = page.locator(`table.doc-table tbody tr[data-id="${reference}"]`);
    await row.waitFor();

    // Assess
    // Asked first, by kind and date only (issue 40 item 3).
    expect(question).toBe('Encontramos 1 documento feito neste navegador sem login. Adicionar à sua conta?');
    expect(listed).toHaveLength(1);
    expect(
      [startedOn, new Date().toLocaleDateString('pt-BR')].map(
        (day) => `Procuração de veículo, feito em ${day}`,
      ),
    ).toContain(listed[0]);
    expect(claim).toMatchObject({ ok: true, claimed: [reference], refused: [] });
    expect(await row.locator('td[data-label="Tipo"]').textContent()).toBe('Procuração');
    expect(await row.locator('td[data-label="Titular"]').textContent()).toBe('Carlos Eduardo Ferreira');
    expect(await heldKeys(page)).toBeNull();
  });
});

describe('vehicle power of attorney on a phone', () => {
  test('fits a 390 × 844 screen and shows the spec messages signed out', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ viewport: MOBILE });
    await page.goto('/ProcuracaoVeiculo');
    await page.locator('#proc-nome_completo_dono').waitFor();

    // Act
    await acceptTermsInDialog(page);
    await page.getByLabel('E-mail para o comprovante').fill('visitante@example.com');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess
    await toast(page, 'error', 'Informe nome do dono e CPF/CNPJ').waitFor();
    await expect.poll(() => hasFocus(page.locator('#proc-nome_completo_dono'))).toBe(true);
    expect(await page.locator('#proc-nome_completo_procurador').getAttribute('aria-invalid')).toBe('true');
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);

    // Act: a company owner
    await page.locator('#proc-cpf_cnpj_dono').pressSequentially('11222333000181');

    // Assess: who signs for it is asked instead of a person's RG and qualification
    await page.locator('#proc-representante_nome').waitFor();
    expect(await page.locator('#proc-representante_cargo').count()).toBe(1);
    expect(await page.locator('#proc-rg_dono').count()).toBe(0);
    expect(await page.locator('#proc-profissao_dono').count()).toBe(0);
  });
});

// The minor travel authorization in Chromium (issue 21): a domestic trip with the grandmother is told that no
// authorization is needed; a trip with a neighbour gets the rule and who signs it, is refused while incomplete,
// filled, paid with "Simular pagamento aprovado", downloaded as autorizacao_viagem_{reference}.pdf and read, then
// found in Minhas Autorizações with the child and the signer, and downloaded again from there. Every page the
// tests open is checked by axe (WCAG 2.1 A/AA) by the fixture; the ruling is checked once it shows.

import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { autorizacaoNacionalExemplo } from '../../shared/documents/autorizacao-viagem/fixtures';
import { readableReference } from '../../shared/format/reference';
import { approve, issuePix } from '../support/declaracoes';
import { acceptTermsInDialog, apiResponse, readPdfDownload, toast, waitForValue } from './support/declaracao';
import { PRICE_CENTS } from './support/declaracao-page';
import { accessibilityViolations, test } from './support/fixture';

const REFERENCE = /^autorizacao-\d{13}-[0-9a-f]{20}$/;

async function openForm(page: Page): Promise<void> {
  await page.goto('/AutorizacaoViagemMenor');
  await page.getByRole('heading', { level: 1, name: 'Autorização de Viagem de Menor' }).waitFor();
  await page.locator('#aut-tipo_viagem-nacional').waitFor();
}

const ruling = (page: Page) => page.getByTestId('aut-ruling');

async function typeMasked(page: Page, id: string, value: string): Promise<void> {
  await page.locator(`#${id}`).pressSequentially(value.replace(/\D/g, ''));
  await waitForValue(page, `#${id}`, value);
}

describe('a domestic trip with the grandmother', () => {
  test('is told that no authorization is needed, with the rule and what to carry', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'avo.viagem@example.com', name: 'Helena' } });
    await openForm(page);
    await ruling(page).filter({ hasText: 'Responda às duas perguntas' }).waitFor();

    // Act
    await page.locator('#aut-tipo_viagem-nacional').check();
    await page.getByLabel('Um parente maior de idade (avós, irmãos, tios...)').check();

    // Assess
    await ruling(page)
      .filter({
        hasText: 'Não é exigida autorização: a criança viaja com parente maior de idade até o terceiro grau.',
      })
      .waitFor();
    const text = await ruling(page).textContent();
    expect(text).toContain('primos não');
    expect(text).toContain('ECA, art. 83');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Act: the same trip abroad
    await page.locator('#aut-tipo_viagem-internacional').check();

    // Assess: abroad a grandmother is a third party and both parents sign
    await ruling(page).filter({ hasText: 'É exigida autorização dos dois genitores' }).waitFor();
    expect(await ruling(page).textContent()).toContain('Resolução CNJ nº 131/2011, art. 1º, III');
  });
});

describe('choices that hide fields (issue 39)', () => {
  test('blank a companion once hidden, and send a foreigner living abroad to the judge', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'escolhas.viagem@example.com', name: 'Rita' } });
    await openForm(page);
    await page.locator('#aut-tipo_viagem-nacional').check();
    await page.getByLabel('Outro adulto (amigo, vizinho, professor...)').check();
    await page.locator('#aut-acomp_nome').fill('João Ávila Conceição');
    await page.locator('.doc-page', { hasText: 'João Ávila Conceição' }).waitFor();

    // Act: travels alone, then with another adult again
    await page.getByLabel('Ninguém: viaja desacompanhado(a)').check();
    await page.locator('.doc-page', { hasText: 'desacompanhado(a)' }).waitFor();
    const previewAlone = await page.locator('.doc-page').first().textContent();
    await page.getByLabel('Outro adulto (amigo, vizinho, professor...)').check();

    // Assess: the name left the preview and the field
    expect(previewAlone).not.toContain('João Ávila Conceição');
    await waitForValue(page, '#aut-acomp_nome', '');

    // Act: abroad with a foreigner who lives abroad
    await page.locator('#aut-tipo_viagem-internacional').check();
    await page.locator('#aut-acomp_nacionalidade-estrangeira').check();
    await page.locator('#aut-acomp_residencia-exterior').check();

    // Assess: the judge's authorization, and where to ask for it
    await ruling(page).filter({ hasText: 'É exigida autorização judicial' }).waitFor();
    expect(await ruling(page).textContent()).toContain('Vara da Infância e da Juventude');
    expect(await page.locator('#aut-acomp_pais_residencia').count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('a 10-year-old flying with a neighbour', () => {
  test('gets the rule, is checked, filled, paid, downloaded and listed', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'mariana.viagem@example.com', name: 'Mariana' } });
    await openForm(page);

    // Act: the trip
    await page.locator('#aut-tipo_viagem-nacional').check();
    await page.getByLabel('Outro adulto (amigo, vizinho, professor...)').check();

    // Assess: needed, signed by either parent, under Res. CNJ 295/2019; the companion is asked
    await ruling(page).filter({ hasText: 'É exigida autorização' }).waitFor();
    expect(await ruling(page).textContent()).toContain(
      'Assina um dos genitores (mãe ou pai) ou o responsável legal (tutor ou guardião).',
    );
    await page.locator('#aut-acomp_nome').waitFor();
    expect(await page.locator('#aut-aut2_nome').count()).toBe(0);

    // Act: "Gerar PDF" is locked; paying with the rest empty
    expect(await page.getByRole('button', { name: 'Gerar PDF' }).isDisabled()).toBe(true);
    await page.locator('#aut-destino').fill('Recife/PE');
    await acceptTermsInDialog(page);
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess: the first message, and its field marked; within Brazil the dates may stay blank
    await toast(page, 'error', 'Informe o nome completo do(a) menor').waitFor();
    expect(await page.locator('#aut-menor_nome').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#aut-data_ida').getAttribute('aria-invalid')).toBeNull();

    // Act: the rest, as a person types it
    await typeMasked(page, 'aut-data_ida', '10/07/2026');
    await typeMasked(page, 'aut-data_volta', '25/07/2026');
    await page.locator('#aut-menor_nome').fill('Lucas Andrade Pereira');
    await typeMasked(page, 'aut-menor_nascimento', '14/03/2016');
    await page.locator('#aut-menor_naturalidade').fill('São Paulo/SP');
    await page.locator('#aut-menor_documento').fill('45.678.901-2');
    await page.locator('#aut-aut1_nome').fill('Mariana Andrade Pereira');
    await page.locator('#aut-aut1_relacao').selectOption('mae');
    await page.locator('#aut-aut1_nacionalidade').fill('brasileira');
    await typeMasked(page, 'aut-aut1_cpf', '390.533.447-05');
    await page.locator('#aut-aut1_rg').fill('23.456.789-0');
    await page.locator('#aut-aut1_endereco').fill('Rua das Acácias, 45, Jardim Europa, São Paulo/SP');
    await page.locator('#aut-acomp_nome').fill('Roberto Carlos Nunes');
    await page.locator('#aut-acomp_documento').fill('12.345.678-9');
    await page.locator('#aut-acomp_relacao').fill('vizinho');
    await page.locator('#aut-local-uf').selectOption('SP');
    await page.locator('#aut-local-cidade').selectOption('São Paulo');
    await page.locator('#aut-data_documento').fill('');
    await typeMasked(page, 'aut-data_documento', '01/07/2026');

    // Assess: the age on the departure date, the preview, nothing marked, a draft under an `autorizacao-` id
    await ruling(page).filter({ hasText: 'Idade na data da ida: 10 anos.' }).waitFor();
    await page.locator('.doc-page', { hasText: 'acompanhado(a) de Roberto Carlos Nunes' }).waitFor();
    await expect
      .poll(() => page.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((e) => e.id)))
      .toEqual([]);
    await page.waitForURL((url) => REFERENCE.test(url.searchParams.get('id') ?? ''));
    const reference = new URL(page.url()).searchParams.get('id')!;

    // Act: pay with the simulator
    const paid = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    expect(await (await paid).json()).toMatchObject({ ok: true, amount_cents: PRICE_CENTS });
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    await page.locator('.payment-approved').filter({ hasText: 'Pagamento aprovado' }).waitFor();

    // Act: download
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).click();
    const pdf = await readPdfDownload(await downloading);

    // Assess: the file an airline agent reads
    await toast(page, 'success', 'PDF foi Gerado').waitFor();
    expect(pdf.fileName).toBe(`autorizacao_viagem_${reference}.pdf`);
    for (const expected of [
      'AUTORIZAÇÃO DE VIAGEM NACIONAL',
      'Eu, Mariana Andrade Pereira, brasileira, mãe do(a) menor',
      '390.533.447-05',
      'Lucas Andrade Pereira, nascido(a) em 14/03/2016',
      'acompanhado(a) de Roberto Carlos Nunes, vizinho do(a) menor',
      'com destino a Recife/PE',
      'de 10/07/2026 até 25/07/2026',
      'Resolução CNJ nº 295/2019',
      'São Paulo/SP, 1º de julho de 2026.',
      'reconhecimento de firma',
    ])
      expect(pdf.text).toContain(expected);

    // Act: the list
    await page.goto('/MinhasAutorizacoes');
    const row = page.locator(`tr[data-id="${reference}"]`);
    await row.waitFor();

    // Assess: the child, the signer, and the PDF again from the row
    expect(await row.locator('td[data-label="Menor"]').textContent()).toBe('Lucas Andrade Pereira');
    expect(await row.locator('td[data-label="Responsável"]').textContent()).toBe('Mariana Andrade Pereira');
    const again = page.waitForEvent('download', { timeout: 30_000 });
    await row.getByRole('button', { name: `PDF da autorização ${reference}` }).click();
    expect((await again).suggestedFilename()).toBe(`autorizacao_viagem_${reference}.pdf`);
    expect(await page.getByRole('link', { name: 'Nova Autorização' }).getAttribute('href')).toBe(
      '/AutorizacaoViagemMenor',
    );
  });
});

describe('Minhas Autorizações', () => {
  test('shows the empty state with "Criar Autorização"', async ({ web }) => {
    const page = await web.newPage({ signedInAs: { email: 'vazia.viagem@example.com' } });
    await page.goto('/MinhasAutorizacoes');
    await page.getByRole('heading', { name: 'Nenhuma autorização ainda' }).waitFor();
    expect(await page.getByRole('link', { name: 'Criar Autorização' }).getAttribute('href')).toBe(
      '/AutorizacaoViagemMenor',
    );
  });

  test('offers the authorization as paid while a change waits for its payment (issue 41 item 3)', {
    timeout: 90_000,
  }, async ({ web, runtime }) => {
    // Prepare: paid for a trip to Recife and downloaded, then the destination changed with the person's consent
    const person = { email: 'versao.viagem@example.com', name: 'Versão Viagem' };
    const token = await runtime.login(person);
    const saved = await runtime.api('/autorizacao-viagem-save', {
      token,
      body: { form: autorizacaoNacionalExemplo },
    });
    const reference = saved.body.id as string;
    await approve(runtime, (await issuePix(runtime, token, reference)).id);
    // Downloaded: only a change after the paid PDF needs a new payment.
    const paidPdf = await fetch(`${runtime.url}/backend/api/autorizacao-viagem-get?reference=${reference}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(paidPdf.status).toBe(200);
    const edit = await runtime.api('/autorizacao-viagem-save', {
      token,
      body: {
        id: reference,
        form: { ...autorizacaoNacionalExemplo, destino: 'Salvador/BA' },
        confirm_repayment: true,
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.needs_repayment).toBe(true);
    const page = await web.newPage({ signedInAs: person });

    // Act
    await page.goto('/MinhasAutorizacoes');
    const row = page.locator(`tr[data-id="${reference}"]`);
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await row.getByRole('button', { name: `Baixar versão paga de ${readableReference(reference)}` }).click();
    await toast(page, 'success', 'PDF da versão paga baixado').waitFor();
    const pdf = await readPdfDownload(await downloading);

    // Assess: a PDF of the trip that was paid, not of the changed one
    expect(Buffer.from(pdf.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdf.fileName).toBe(`autorizacao_viagem_${reference}.pdf`);
    expect(pdf.text).toContain('com destino a Recife/PE');
    expect(pdf.text).not.toContain('Salvador/BA');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

// Meus Contratos in Chromium (issue 18 item 5): the signed-out prompt to sign in; a person's 52 contracts and
// the receipts they made without one, 50 at a time with "Carregar mais"; the columns and actions of the spec
// (Editar and Abrir + PDF by reference, PDF Direto, "necessita nova compra" with its tooltip, Excluir disabled
// while blocked) and a delete confirmed in the dialog.

import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { reciboAluguelExemplo } from '../../shared/documents/recibo-aluguel/fixtures';
import { readableReference } from '../../shared/format/reference';
import { raiseRent } from '../support/contratos';
import { approve, issuePix } from '../support/declaracoes';
import type { TestRuntime } from '../support/runtime';
import { apiResponse, readPdfDownload, toast } from './support/declaracao';
import { test } from './support/fixture';

const OWNER = { email: 'locadora.lista@example.com', name: 'Locadora' };
const CONTRACTS = 52;

async function saveContrato(runtime: TestRuntime, token: string, form = contratoLocacaoExemplo) {
  const saved = await runtime.api('/contrato-save', { token, body: { data: form } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.reference as string;
}

/** The person's documents, oldest first: 52 contracts (one paid, one edited after payment, one blocked), then receipts. */
async function seed(runtime: TestRuntime) {
  const token = await runtime.login(OWNER);
  const admin = await runtime.login({ email: 'suporte@example.com', name: 'Suporte', admin: true });
  const contracts: string[] = [];
  for (let i = 0; i < CONTRACTS; i++) contracts.push(await saveContrato(runtime, token));
  const [paid, repay, blocked] = contracts.slice(-3) as [string, string, string];
  for (const reference of [paid, repay])
    await approve(runtime, (await issuePix(runtime, token, reference)).id);
  const edit = await runtime.api('/contrato-save', {
    token,
    // Editing a paid contract un-pays it only with the person's consent (issue 37).
    body: {
      reference: repay,
      data: { ...contratoLocacaoExemplo, prazo_meses: '6' },
      confirm_repayment: true,
    },
  });
  expect(edit.body.needs_repayment).toBe(true);
  const block = await runtime.api('/contrato-block', { token: admin, body: { id: blocked, blocked: true } });
  expect(block.status).toBe(200);
  const receipts = await runtime.api('/recibo-aluguel-save', { token, body: { form: reciboAluguelExemplo } });
  return { contracts, paid, repay, blocked, receipts: receipts.body.reference as string };
}

const row = (page: Page, reference: string) => page.locator(`tr[data-id="${reference}"]`);
const cell = (page: Page, reference: string, column: string) =>
  row(page, reference).locator(`td[data-label="${column}"]`);

describe('Meus Contratos', () => {
  test('signed out: a prompt whose "Entrar" leads to /Login', async ({ web }) => {
    const page = await web.newPage();
    await page.goto('/MeusContratos');
    await page.getByRole('heading', { level: 1, name: 'Meus Contratos' }).waitFor();
    await page.getByRole('region', { name: 'Meus Contratos' }).getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/Login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/MeusContratos');
  });

  test('lists 50 at a time, shows each state and action, downloads, and deletes what is not blocked', {
    timeout: 120_000,
  }, async ({ web, runtime }) => {
    // Prepare
    const seeded = await seed(runtime);
    const page = await web.newPage({ signedInAs: OWNER });

    // Act
    await page.goto('/MeusContratos');
    await row(page, seeded.receipts).waitFor();

    // Assess: the first page, newest first
    expect(await page.locator('tbody tr').count()).toBe(50);
    expect(await page.locator('tbody tr').first().getAttribute('data-id')).toBe(seeded.receipts);
    expect(await page.locator('thead th').allTextContents()).toEqual([
      'Referência',
      'Partes',
      'Criado',
      'Pagamento',
      'PDF',
      'Bloqueado',
      'Re-pagamento',
      'Ações',
    ]);
    expect(await cell(page, seeded.receipts, 'Referência').textContent()).toContain(
      'Recibos de aluguel (sem contrato)',
    );
    expect(
      await row(page, seeded.receipts)
        .getByRole('link', { name: /^Editar/ })
        .getAttribute('href'),
    ).toBe(`/GerarRecibosAluguel?reference=${seeded.receipts}`);
    // The reference a person reads and the parties' names (issue 41 item 5)
    expect(await cell(page, seeded.paid, 'Referência').textContent()).toContain(
      readableReference(seeded.paid),
    );
    expect(await cell(page, seeded.paid, 'Partes').textContent()).toBe(
      `Locador: ${contratoLocacaoExemplo.locador_nome}Locatário: ${contratoLocacaoExemplo.locatario_nome}`,
    );
    const paidRow = row(page, seeded.paid);
    expect(await cell(page, seeded.paid, 'Referência').textContent()).toContain('Contrato de locação');
    expect(await paidRow.getByRole('link', { name: /^Editar/ }).getAttribute('href')).toBe(
      `/ContratoLocacao?reference=${seeded.paid}`,
    );
    expect(await paidRow.getByRole('link', { name: /^Abrir \+ PDF/ }).getAttribute('href')).toBe(
      `/ContratoLocacao?reference=${seeded.paid}&pdf=1`,
    );
    expect(await cell(page, seeded.paid, 'Pagamento').textContent()).toBe('pago');
    expect(await cell(page, seeded.paid, 'PDF').textContent()).toBe('—');
    expect(await cell(page, seeded.repay, 'Pagamento').textContent()).toBe('pendente');
    const repayment = cell(page, seeded.repay, 'Re-pagamento').locator('[title]');
    expect(await repayment.getAttribute('title')).toBe('Edição após pagamento – requer nova compra');
    expect(await repayment.textContent()).toContain('necessita nova compra');
    expect(await cell(page, seeded.paid, 'Re-pagamento').textContent()).toBe('—');
    expect(await cell(page, seeded.blocked, 'Bloqueado').textContent()).toBe('sim');
    expect(
      await row(page, seeded.blocked)
        .getByRole('button', { name: /^Excluir/ })
        .isDisabled(),
    ).toBe(true);
    expect(await paidRow.getByRole('button', { name: /^Excluir/ }).isDisabled()).toBe(false);

    // Act: the next page
    const more = apiResponse(page, 'contrato-list');
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    const second = new URL((await more).url());

    // Assess: the rest, once each, and nothing more to load
    expect(second.searchParams.get('start_after_cursor')).toBeTruthy();
    expect(second.searchParams.get('page_size')).toBe('50');
    await row(page, seeded.contracts[0]!).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(CONTRACTS + 1);
    expect(await page.getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);

    // Act: PDF Direto of the paid contract
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await paidRow.getByRole('button', { name: /^PDF Direto/ }).click();
    const pdf = await readPdfDownload(await downloading);

    // Assess
    await toast(page, 'success', 'PDF foi Gerado').waitFor();
    expect(pdf.text).toContain(contratoLocacaoExemplo.locador_nome);
    await expect.poll(() => cell(page, seeded.paid, 'PDF').textContent()).toBe('sim');

    // Act: delete the oldest contract, confirmed in the dialog
    const oldest = seeded.contracts[0]!;
    await row(page, oldest)
      .getByRole('button', { name: /^Excluir/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Excluir contrato' });
    await dialog.getByText('Excluir este contrato? Esta ação é irreversível.').waitFor();
    const deleted = apiResponse(page, 'contrato-delete');
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();

    // Assess: gone from the page and from the server
    expect((await deleted).status()).toBe(200);
    await toast(page, 'success', 'Excluído').waitFor();
    await row(page, oldest).waitFor({ state: 'detached' });
    const listed = apiResponse(page, 'contrato-list');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    const body = (await (await listed).json()) as { list: Array<{ id: string }> };
    expect(body.list.map((item) => item.id)).not.toContain(oldest);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(CONTRACTS);
    expect(await row(page, oldest).count()).toBe(0);
  });

  test('offers the paid version of a contract edited after payment, until the change is paid', {
    timeout: 90_000,
  }, async ({ web, runtime }) => {
    // Prepare: a paid contract, downloaded, then edited with the person's consent (issue 41 item 3)
    const person = { email: 'versao.paga@example.com', name: 'Versão Paga' };
    const token = await runtime.login(person);
    const reference = await saveContrato(runtime, token);
    await approve(runtime, (await issuePix(runtime, token, reference)).id);
    expect((await runtime.api(`/contrato-pdf?reference=${reference}`, { token })).status).toBe(200);
    await raiseRent(runtime, token, reference);
    const page = await web.newPage({ signedInAs: person });

    // Act
    await page.goto('/MeusContratos');
    const button = row(page, reference).getByRole('button', {
      name: `Baixar versão paga de ${readableReference(reference)}`,
    });
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await button.click();
    await toast(page, 'success', 'PDF da versão paga baixado').waitFor();
    const pdf = await readPdfDownload(await downloading);

    // Assess: the version that was paid, not the edited one
    expect(pdf.text).toContain('R$ 2.500,00');
    expect(pdf.text).not.toContain('R$ 2.600,00');
    expect(await cell(page, reference, 'Re-pagamento').textContent()).toContain('necessita nova compra');
  });
});

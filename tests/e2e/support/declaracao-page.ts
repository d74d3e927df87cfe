// The residence declaration's page as the browser suite drives it: a person's input, the page's parts, the
// download of its PDF and what every released PDF holds, and the rows of Minhas Declarações.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  AVENIDA_PAULISTA,
  apiResponse,
  type DeclaracaoInput,
  type DownloadedPdf,
  readPdfDownload,
  toast,
  validCpf,
} from './declaracao';
import { waitForPath } from './fixture';

export const PRICE_CENTS = 990;
export const REFERENCE = /^decl-\d{13}-[0-9a-f]{20}$/;
export const LOCAL_DRAFT_KEY = 'declaracao_residencia_rascunho';
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function declaracao(
  titularNome: string,
  depNome: string,
  cpfSeeds: [string, string],
): DeclaracaoInput {
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

export function pageParts(page: Page) {
  return {
    status: page.locator('.draft-bar-status'),
    gerarPdf: page.getByRole('button', { name: 'Gerar PDF' }),
    panel: page.locator('section.payment-panel'),
    approved: page.locator('.payment-approved'),
  };
}

/** The reference the page put in its URL after the first save. */
export async function referenceInUrl(page: Page): Promise<string> {
  await page.waitForURL((url) => REFERENCE.test(url.searchParams.get('id') ?? ''));
  return new URL(page.url()).searchParams.get('id')!;
}

/** "Gerar PDF" → the download; asserts the toast and what every released declaration PDF holds. */
export async function downloadPdf(page: Page, input: DeclaracaoInput): Promise<DownloadedPdf> {
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  const released = apiResponse(page, 'declaracao-pdf');
  await pageParts(page).gerarPdf.click();
  expect((await released).status()).toBe(200);
  const pdf = await readPdfDownload(await downloading);
  await toast(page, 'success', 'PDF foi Gerado').waitFor();
  expectDeclarationPdf(pdf, input);
  return pdf;
}

export function expectDeclarationPdf(pdf: DownloadedPdf, input: DeclaracaoInput): void {
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
export async function deleteFromList(page: Page, reference: string): Promise<void> {
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

export async function openList(page: Page): Promise<void> {
  const listed = apiResponse(page, 'declaracao-mine');
  await page.goto('/MinhasDeclaracoes');
  expect((await listed).status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: 'Minhas Declarações' }).waitFor();
}

export async function expectRow(page: Page, reference: string, input: DeclaracaoInput, state: string) {
  const row = page.locator(`table.doc-table tbody tr[data-id="${reference}"]`);
  await row.waitFor();
  expect(await row.locator('td[data-label="Titular"]').textContent()).toBe(input.titular.nome);
  expect(await row.locator('td[data-label="Dependente"]').textContent()).toBe(input.dep.nome);
  expect(await row.locator('td[data-label="Tipo"]').textContent()).toBe('Residência');
  // A readable code (the kind and the reference's random part), what is copied; the full id in its title.
  expect(await row.locator('.ref-code').textContent()).toBe(
    `RES-${reference.slice(-10, -5).toUpperCase()}-${reference.slice(-5).toUpperCase()}`,
  );
  expect(await row.locator('.ref-code').getAttribute('title')).toBe(reference);
  expect(await row.locator('.row-state').textContent()).toBe(state);
  expect(await row.locator('td[data-label="Criado"]').textContent()).toMatch(
    /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
  );
}

/**
 * A declaration that cannot be opened: "Declaração não encontrada." with no retry (trying again cannot help),
 * and its link to Minhas Declarações works.
 */
export async function expectNotFoundLeadsToList(page: Page): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: 'Declaração não encontrada.' });
  await alert.waitFor();
  expect(await alert.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
  await alert.getByRole('link', { name: 'Minhas Declarações' }).click();
  await waitForPath(page, '/MinhasDeclaracoes');
}

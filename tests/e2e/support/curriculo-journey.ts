// The resume journeys' steps as the browser suite drives them: experiences, the photo, the layout pressed,
// PDFs from Meu Currículo's cards, a PIX paid with the simulator, and the record mirrored in the browser.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { FOTO_EXEMPLO_JPG } from './curriculo';
import { apiResponse, type DownloadedPdf, readPdfDownload, toast } from './declaracao';
import { localStorageItem } from './in-page';
import type { E2eRuntime } from './runtime';

// Each test walks a whole journey; Playwright's own waits (15 s) still fail a missing element first.
export const JOURNEY_TIMEOUT_MS = 180_000;
export const TEAL = '#0f766e';
export const FILE_NAME = /^curriculo_[a-z0-9-]+_\d{13}\.pdf$/;

export interface Experiencia {
  cargo: string;
  empresa: string;
  admissao: string;
  saida: string;
  funcoes: string;
}

export const ANALISTA: Experiencia = {
  cargo: 'Analista de Logística',
  empresa: 'Transportadora Rápido Sul Ltda.',
  admissao: '2019-02-01',
  saida: '2024-06-28',
  funcoes: 'Planejamento de rotas de entrega\nControle de estoque com inventário mensal',
};
export const ASSISTENTE: Experiencia = {
  cargo: 'Assistente de Expedição',
  empresa: 'Armazéns Gerais Paulista S.A.',
  admissao: '2015-03-02',
  saida: '2019-01-31',
  funcoes: 'Conferência de notas fiscais\nSeparação e expedição de pedidos',
};

export async function fillExperiencia(page: Page, index: number, e: Experiencia): Promise<void> {
  const f = (name: string) => page.locator(`#cv-experiencia-${index}-${name}`);
  await f('cargo').fill(e.cargo);
  await f('empresa').fill(e.empresa);
  await f('data-admissao').fill(e.admissao);
  await f('data-saida').fill(e.saida);
  await f('funcoes').fill(e.funcoes);
}

/** Chooses the sample JPEG and waits until it is stored and shown as the thumbnail. */
export async function uploadPhoto(page: Page): Promise<void> {
  const presigned = apiResponse(page, 'curriculo-photo-url');
  await page.locator('#cv-foto').setInputFiles(FOTO_EXEMPLO_JPG);
  expect((await presigned).status()).toBe(200);
  await page.locator('.cv-photo-thumb img[src^="blob:"]').waitFor();
  await page.locator('.cv-photo .field-hint', { hasText: 'foto-exemplo.jpg' }).waitFor();
}

/** The only pressed layout button's layout. */
export async function pressedLayout(page: Page): Promise<string | null> {
  const pressed = page.locator('.cv-layout-button[aria-pressed="true"]');
  expect(await pressed.count()).toBe(1);
  return pressed.getAttribute('data-layout');
}

/** A card's "Baixar PDF" → the download, with what every released resume PDF holds. */
export async function downloadFromCard(page: Page, name: string): Promise<DownloadedPdf> {
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  const released = apiResponse(page, 'curriculo-pdf');
  await page.getByRole('button', { name: `Baixar PDF de ${name}` }).click();
  expect((await released).status()).toBe(200);
  const pdf = await readPdfDownload(await downloading);
  await toast(page, 'success', 'PDF gerado').waitFor();
  return pdf;
}

/** A card's "Baixar PDF" while unpaid: the server answers 402 and the page asks for the payment. */
export async function expectPdfRefused(page: Page, name: string): Promise<void> {
  const refused = apiResponse(page, 'curriculo-pdf');
  await page.getByRole('button', { name: `Baixar PDF de ${name}` }).click();
  expect((await refused).status()).toBe(402);
  await toast(page, 'warning', 'Efetue o pagamento para liberar').waitFor();
}

/** "Gerar PIX" then "Simular pagamento aprovado" in the panel, waiting for the status poll's approval. */
export async function payByPix(page: Page, expectedReference: string, runtime: E2eRuntime): Promise<void> {
  const paid = apiResponse(page, 'mp-pay');
  await page.getByRole('button', { name: 'Gerar PIX' }).click();
  const payBody = await (await paid).json();
  expect(payBody).toMatchObject({ ok: true, payment: { status: 'pending' } });
  expect(runtime.standIn.payment(String(payBody.payment.id))).toMatchObject({
    external_reference: expectedReference,
    payment_method_id: 'pix',
    transaction_amount: payBody.amount_cents / 100,
  });
  const approved = apiResponse(page, 'mp-status', (b) => b.status === 'approved');
  await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
  expect((await approved).status()).toBe(200);
  await toast(page, 'success', 'Pagamento aprovado').waitFor();
}

export async function mirrored(page: Page, id: string): Promise<Record<string, unknown> | undefined> {
  const records = JSON.parse((await localStorageItem(page, 'curriculos')) ?? '[]') as Array<{ id: string }>;
  return records.find((r) => r.id === id);
}

export async function openMeuCurriculo(page: Page): Promise<void> {
  const listed = apiResponse(page, 'curriculo-mine');
  await page.goto('/MeuCurriculo');
  expect((await listed).status()).toBe(200);
}

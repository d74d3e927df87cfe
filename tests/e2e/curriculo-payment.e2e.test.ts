// A resume paid in Chromium (issue 5, item 7): the PDF refused until paid, paid by PIX with "Simular pagamento
// aprovado", downloaded in the chosen layout; one edit asks for a new payment, paid again on /PagamentoMP,
// downloaded again; MeuCurriculo shows pendente → liberado, and the resume is deleted after confirming.

import { describe, expect } from 'vitest';
import { PREVIEW_WATERMARK_HEADER } from '../../shared/api/preview-watermark';
import { CURRICULO_EDIT_MESSAGES, defaultLayout } from '../../shared/documents/curriculo/rules';
import {
  CURRICULO_MESSAGES,
  type CurriculoForm,
  DEFAULT_LAYOUT_CONFIG,
} from '../../shared/documents/curriculo/schema';
import { readableReference } from '../../shared/format/reference';
import { VERIFICATION_SCOPE_TEXT } from '../../shared/verification/code';
import { createCurriculo, payCurriculo } from '../support/curriculos';
import {
  expectPdfSignature,
  pdfHasImage,
  previewResponse,
  referenceText,
  resumeCard,
  storedCurriculo,
  waitForNewPages,
} from './support/curriculo';
import {
  downloadFromCard,
  expectPdfRefused,
  FILE_NAME,
  fillExperiencia,
  JOURNEY_TIMEOUT_MS,
  mirrored,
  openMeuCurriculo,
  payByPix,
  pressedLayout,
  uploadPhoto,
} from './support/curriculo-journey';
import {
  acceptTermsInDialog,
  apiResponse,
  cancelPaidEdit,
  readPdfDownload,
  toast,
  waitForValue,
} from './support/declaracao';
import { test, waitForPath } from './support/fixture';

/**
 * A released PDF's text is the layout's text plus the verification footer (issue 23) on its one page: asserts
 * the footer is there and answers the text before it.
 */
function withoutVerificationFooter(text: string): string {
  // What the check proves, then where (issue 39), the last lines of the page.
  expect(text).toMatch(/ Verifique a origem deste arquivo em \S+\/Verificar\/[0-9A-Z]{10}$/);
  const footer = text.lastIndexOf(` ${VERIFICATION_SCOPE_TEXT}`);
  expect(footer).toBeGreaterThan(0);
  return text.slice(0, footer);
}
describe('a resume paid, edited and paid again', () => {
  test('the PDF is refused until paid by PIX, downloads in the chosen layout; one edit asks for a new payment; deleted at the end', {
    timeout: JOURNEY_TIMEOUT_MS,
  }, async ({ web, runtime }) => {
    // Prepare: the layout picked on /Layouts, a short resume with a photo
    const owner = { email: 'carlos.martins@example.com', name: 'Carlos Eduardo Martins' };
    const name = owner.name;
    const page = await web.newPage({ signedInAs: owner });
    await page.goto('/Layouts');
    await page
      .locator('.cv-gallery-card[data-layout="comercial"]')
      .getByRole('button', { name: 'Usar este modelo' })
      .click();
    await waitForPath(page, '/CriarCurriculo');
    await waitForValue(page, '#cv-nome', name);
    await page.locator('#cv-cargo-desejado').fill('Vendedor Externo');
    await page.locator('#cv-mostrar-candidato-cargo').check();
    await page.locator('#cv-telefone').pressSequentially('21998761234');
    await uploadPhoto(page);
    await fillExperiencia(page, 0, {
      cargo: 'Representante Comercial',
      empresa: 'Distribuidora Serra Azul Ltda.',
      admissao: '2018-05-07',
      saida: '2025-01-31',
      funcoes: 'Prospecção de clientes no varejo\nNegociação de prazos e descontos',
    });

    // Act: "Gerar Currículo" before the terms
    await page.getByRole('button', { name: 'Gerar Currículo' }).click();

    // Assess: the message and the terms dialog; accepting it goes on to create the resume
    await toast(page, 'error', CURRICULO_MESSAGES.termos).waitFor();
    await page.getByRole('dialog', { name: 'Termo de Responsabilidade' }).waitFor();
    const created = apiResponse(page, 'curriculo-save');
    const preview = previewResponse(page, 'comercial');
    await acceptTermsInDialog(page);
    const createdRes = await created;
    expect(createdRes.status()).toBe(200);
    const { id } = (await createdRes.json()) as { id: string };
    expect(createdRes.request().postDataJSON()).toMatchObject({
      terms_accepted: true,
      lastLayout: 'comercial',
    });
    expect(pdfHasImage(await (await preview).body())).toBe(true);
    expect(await pressedLayout(page)).toBe('comercial');
    await waitForNewPages(page);

    // Act: "Salvar Currículo"
    await page.getByRole('button', { name: 'Salvar Currículo' }).click();
    await waitForPath(page, '/MeuCurriculo');
    const card = resumeCard(page, id);
    await card.waitFor();
    const firstRef = (await storedCurriculo(runtime, owner, id)).meta.activePaymentRef as string;

    // Assess: pending, and the PDF refused
    expect(await card.getAttribute('data-status')).toBe('pendente');
    expect(firstRef).toMatch(/\S/);
    await expectPdfRefused(page, name);

    // Act: "Pagar agora" on the card, PIX, the simulator
    await card.getByRole('button', { name: 'Pagar agora' }).click();
    // Accepted when the resume was created: the panel does not ask again.
    expect(
      await card.getByRole('checkbox', { name: 'Li e aceito o Termo de Responsabilidade' }).isChecked(),
    ).toBe(true);
    const refreshed = apiResponse(page, 'curriculo-mine');
    await payByPix(page, firstRef, runtime);

    // Assess: the list reloads with the resume released
    expect((await refreshed).status()).toBe(200);
    await page.locator(`.cv-card[data-id="${id}"][data-status="liberado"]`).waitFor();
    expect(await card.locator('.cv-status').textContent()).toBe('Liberado');
    expect(await card.locator('.cv-card-detail').textContent()).toMatch(
      /^PDF liberado até \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(await card.getByRole('button', { name: 'Pagar agora' }).count()).toBe(0);
    expect(await mirrored(page, id)).toMatchObject({ status: 'liberado', email: owner.email });
    expect((await mirrored(page, id))?.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Act
    const paidPdf = await downloadFromCard(page, name);

    // Assess: the clean PDF, in Comercial (its text is Comercial's, not the score rule's layout's)
    const paidStored = await storedCurriculo(runtime, owner, id);
    const paidForm = paidStored.form as unknown as CurriculoForm;
    expect(paidPdf.fileName).toMatch(FILE_NAME);
    expect(paidPdf.fileName).toContain('carlos-eduardo-martins');
    expectPdfSignature(paidPdf.bytes);
    expect(paidPdf.text).toContain(name);
    expect(paidPdf.text).toContain(owner.email);
    expect(paidPdf.text).toContain('Representante Comercial');
    expect(paidPdf.text).not.toContain('PRÉVIA');
    expect(pdfHasImage(paidPdf.bytes)).toBe(true);
    expect(paidPdf.pdf.info).toMatchObject({ title: `Currículo — ${name}`, language: 'pt-BR' });
    const paidText = withoutVerificationFooter(paidPdf.text);
    expect(paidText).toBe(await referenceText(paidStored.form, 'comercial', DEFAULT_LAYOUT_CONFIG));
    expect(paidText).not.toBe(
      await referenceText(paidStored.form, defaultLayout(paidForm), DEFAULT_LAYOUT_CONFIG),
    );

    // Act: edit once
    await card.getByRole('link', { name: `Editar ${name}` }).click();
    await page.getByText(/^Este currículo está pago e liberado até \d{2}\/\d{2}\/\d{4}\./).waitFor();
    await waitForValue(page, '#cv-cargo-desejado', 'Vendedor Externo');
    // Issue 41 item 3: the page asks before the change takes effect, as every kind does; "Cancelar" keeps the
    // paid resume as it was and sends nothing.
    const { question, saves: saveBodies } = await cancelPaidEdit(
      page,
      '#cv-cargo-desejado',
      'Supervisor de Vendas',
      'Vendedor Externo',
      'curriculo-save',
    );
    const edited = apiResponse(page, 'curriculo-save', (body) => body.ok === true);
    await page.locator('#cv-cargo-desejado').fill('Supervisor de Vendas');
    await question.getByRole('button', { name: 'Alterar e pagar de novo' }).click();

    // Assess: the save takes the release back, with a new payment reference
    const editedBody = await (await edited).json();
    expect(editedBody).toMatchObject({
      warning: CURRICULO_EDIT_MESSAGES.novoPagamento,
      meta: { status: 'pendente', needs_repayment: true },
    });
    expect(saveBodies[0]).toMatchObject({ confirm_repayment: true });
    const secondRef = editedBody.meta.activePaymentRef as string;
    expect(secondRef).not.toBe(firstRef);
    await toast(page, 'warning', CURRICULO_EDIT_MESSAGES.novoPagamento).waitFor();
    const banner = page.getByTestId('cv-repayment-banner');
    await banner.getByText(CURRICULO_EDIT_MESSAGES.novoPagamento).waitFor();
    expect(await banner.getByRole('link', { name: 'Pagar agora' }).getAttribute('href')).toBe(
      `/PagamentoMP?reference=${encodeURIComponent(secondRef)}`,
    );
    await page.locator('.cv-save-indicator[data-state="saved"]').waitFor();
    expect(await mirrored(page, id)).toMatchObject({ status: 'pendente' });

    // Act: the list
    await openMeuCurriculo(page);

    // Assess: pending again, and the PDF asks for the new payment
    await page.locator(`.cv-card[data-id="${id}"][data-status="pendente"]`).waitFor();
    expect(await card.locator('.cv-card-detail').textContent()).toBe(
      'Editado depois do pagamento: é necessário um novo pagamento.',
    );
    await expectPdfRefused(page, name);

    // Act: the resume as it was paid, until the change is paid (issue 41 item 3)
    const keptDownload = page.waitForEvent('download', { timeout: 30_000 });
    await card.getByRole('button', { name: `Baixar versão paga de ${name}` }).click();
    await toast(page, 'success', 'PDF da versão paga baixado').waitFor();
    const keptPdf = await readPdfDownload(await keptDownload);

    // Assess: the very PDF downloaded before the edit, not the changed resume
    expectPdfSignature(keptPdf.bytes);
    expect(keptPdf.bytes).toEqual(paidPdf.bytes);
    expect(keptPdf.text.toLowerCase()).toContain('vendedor externo');
    expect(keptPdf.text.toLowerCase()).not.toContain('supervisor de vendas');

    // Act: back to the editor, "Pagar agora" in the banner
    await card.getByRole('link', { name: `Editar ${name}` }).click();
    await page.getByTestId('cv-repayment-banner').getByRole('link', { name: 'Pagar agora' }).click();

    // Assess: the payment page names the resume and this round's reference
    await waitForPath(page, `/PagamentoMP?reference=${encodeURIComponent(secondRef)}`);
    const summary = page.locator('.pay-page-summary');
    await summary.getByRole('heading', { name }).waitFor();
    await summary.getByText('Editado depois do pagamento: este pagamento libera a nova versão.').waitFor();
    await summary.getByText('Modelo: Comercial').waitFor();
    // The reference a person reads (issue 41 item 5); the round's whole reference in its title
    expect(await summary.locator('.pay-page-ref code').textContent()).toBe(readableReference(secondRef));
    expect(await summary.locator('.pay-page-ref code').getAttribute('title')).toBe(secondRef);
    expect(await page.locator('.pay-page-done').count()).toBe(0);

    // Act: pay again
    await payByPix(page, secondRef, runtime);

    // Assess
    const done = page.locator('.pay-page-done');
    await done.getByText('Pagamento aprovado.').waitFor();
    await page.locator('.payment-approved', { hasText: 'Pagamento aprovado' }).waitFor();

    // Act: "Baixar PDF" on the payment page
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    const released = apiResponse(page, 'curriculo-pdf');
    await done.getByRole('button', { name: 'Baixar PDF' }).click();
    expect((await released).status()).toBe(200);
    const repaidPdf = await readPdfDownload(await downloading);

    // Assess: the edited resume, still in Comercial
    await toast(page, 'success', 'PDF gerado').waitFor();
    const repaidStored = await storedCurriculo(runtime, owner, id);
    expect(repaidStored.form.cargo_desejado).toBe('Supervisor de Vendas');
    expect(repaidPdf.fileName).toMatch(FILE_NAME);
    expectPdfSignature(repaidPdf.bytes);
    expect(repaidPdf.text).not.toContain('PRÉVIA');
    expect(repaidPdf.text.toLowerCase()).toContain('supervisor de vendas');
    expect(repaidPdf.text.toLowerCase()).not.toContain('vendedor externo');
    expect(withoutVerificationFooter(repaidPdf.text)).toBe(
      await referenceText(repaidStored.form, 'comercial', DEFAULT_LAYOUT_CONFIG),
    );

    // Act: to the list
    await done.getByRole('link', { name: 'Ir para Meu Currículo' }).click();

    // Assess: released again
    await waitForPath(page, '/MeuCurriculo');
    await page.locator(`.cv-card[data-id="${id}"][data-status="liberado"]`).waitFor();

    // Act: "Excluir", confirmed
    await card.getByRole('button', { name: `Excluir ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Excluir currículo' });
    await dialog.getByText(`Excluir o currículo "${name}"? Esta ação não pode ser desfeita.`).waitFor();
    const deleted = apiResponse(page, 'curriculo-delete');
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();

    // Assess: gone from the page, the browser's mirror and the server
    expect((await deleted).status()).toBe(200);
    await card.waitFor({ state: 'detached' });
    await toast(page, 'success', 'Currículo excluído').waitFor();
    await page.getByRole('heading', { name: 'Você ainda não tem currículos' }).waitFor();
    expect(await mirrored(page, id)).toBeUndefined();
    const token = await runtime.login(owner);
    expect((await runtime.api(`/curriculo-get?id=${encodeURIComponent(id)}`, { token })).status).toBe(404);

    // Act and assess: with no resume left, painel leads to the form again
    await page.goto('/painel');
    await waitForPath(page, '/CriarCurriculo');
  });
});

describe('the preview of a paid resume', () => {
  test('is the released PDF: no "PRÉVIA", "Baixar PDF" offered, the buttons above the first page', async ({
    web,
    runtime,
  }) => {
    // Prepare: a resume created and paid through the API
    const owner = { email: 'previa.paga@example.com', name: 'Prévia Paga' };
    const token = await runtime.login(owner);
    const { id, meta } = await createCurriculo(runtime, token);
    await payCurriculo(runtime, token, meta.activePaymentRef!);
    const page = await web.newPage({ signedInAs: owner });

    const previewBodies: unknown[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/backend/api/curriculo-preview')
        previewBodies.push(r.postDataJSON());
    });

    // Act
    const previewed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/backend/api/curriculo-preview',
    );
    await page.goto(`/CriarCurriculo?id=${id}&etapa=previa`);
    const answer = await previewed;
    await page.locator('canvas').first().waitFor();
    const download = page.getByRole('button', { name: 'Baixar PDF' });
    await download.waitFor();

    // Assess: asked for once, by id alongside the resume itself; the server said no watermark; the sticky
    // buttons end above the first page
    expect(previewBodies).toEqual([{ id }]);
    expect(answer.headers()[PREVIEW_WATERMARK_HEADER]).toBe('0');
    await page.getByText('É o PDF liberado pelo pagamento, sem a marca “PRÉVIA”', { exact: false }).waitFor();
    const bar = await page.locator('.cv-preview-actions').boundingBox();
    const first = await page.locator('canvas').first().boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(first!.y);

    // Act: download
    const downloaded = page.waitForEvent('download');
    await download.click();

    // Assess
    const pdf = await readPdfDownload(await downloaded);
    expectPdfSignature(pdf.bytes);
    expect(pdf.text).not.toContain('PRÉVIA');
  });
});

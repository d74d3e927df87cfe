// Resumes in Chromium (issue 5, item 7): a person's first resume filled field by field with a photo, previewed
// in all six layouts (each drawn by pdf.js from the server's watermarked PDF), saved; painel before and after
// it. Then the paid journey: the PDF refused until paid, paid by PIX with "Simular pagamento aprovado",
// downloaded in the chosen layout; one edit asks for a new payment, paid again on /PagamentoMP, downloaded
// again; MeuCurriculo shows pendente → liberado, and the resume is deleted after confirming.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { layoutUsesPhoto } from '../../shared/documents/curriculo/render';
import { CURRICULO_EDIT_MESSAGES, defaultLayout } from '../../shared/documents/curriculo/rules';
import {
  CURRICULO_MESSAGES,
  type CurriculoForm,
  DEFAULT_LAYOUT_CONFIG,
  LAYOUT_IDS,
  type LayoutId,
} from '../../shared/documents/curriculo/schema';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { createCurriculo } from '../support/curriculos';
import { patchItem } from '../support/dynamo';
import {
  ageToday,
  type DrawnPage,
  expectPdfSignature,
  FOTO_EXEMPLO_JPG,
  markPagesDrawn,
  pdfHasImage,
  previewResponse,
  referenceText,
  resumeCard,
  rgbOf,
  storedCurriculo,
  waitForNewPages,
} from './support/curriculo';
import {
  AVENIDA_PAULISTA,
  acceptTermsInDialog,
  apiResponse,
  type DownloadedPdf,
  onlyDigits,
  readPdfDownload,
  stubCepServices,
  toast,
  validCpf,
  waitForValue,
} from './support/declaracao';
import { test, waitForPath } from './support/fixture';
import { hasFocus, localStorageItem } from './support/in-page';
import type { E2eRuntime } from './support/runtime';

// Each test walks a whole journey; Playwright's own waits (15 s) still fail a missing element first.
const JOURNEY_TIMEOUT_MS = 180_000;
const TEAL = '#0f766e';
const FILE_NAME = /^curriculo_[a-z0-9-]+_\d{13}\.pdf$/;

interface Experiencia {
  cargo: string;
  empresa: string;
  admissao: string;
  saida: string;
  funcoes: string;
}

const ANALISTA: Experiencia = {
  cargo: 'Analista de Logística',
  empresa: 'Transportadora Rápido Sul Ltda.',
  admissao: '2019-02-01',
  saida: '2024-06-28',
  funcoes: 'Planejamento de rotas de entrega\nControle de estoque com inventário mensal',
};
const ASSISTENTE: Experiencia = {
  cargo: 'Assistente de Expedição',
  empresa: 'Armazéns Gerais Paulista S.A.',
  admissao: '2015-03-02',
  saida: '2019-01-31',
  funcoes: 'Conferência de notas fiscais\nSeparação e expedição de pedidos',
};

async function fillExperiencia(page: Page, index: number, e: Experiencia): Promise<void> {
  const f = (name: string) => page.locator(`#cv-experiencia-${index}-${name}`);
  await f('cargo').fill(e.cargo);
  await f('empresa').fill(e.empresa);
  await f('data-admissao').fill(e.admissao);
  await f('data-saida').fill(e.saida);
  await f('funcoes').fill(e.funcoes);
}

/** Chooses the sample JPEG and waits until it is stored and shown as the thumbnail. */
async function uploadPhoto(page: Page): Promise<void> {
  const presigned = apiResponse(page, 'curriculo-photo-url');
  await page.locator('#cv-foto').setInputFiles(FOTO_EXEMPLO_JPG);
  expect((await presigned).status()).toBe(200);
  await page.locator('.cv-photo-thumb img[src^="blob:"]').waitFor();
  await page.locator('.cv-photo .field-hint', { hasText: 'foto-exemplo.jpg' }).waitFor();
}

/** The only pressed layout button's layout. */
async function pressedLayout(page: Page): Promise<string | null> {
  const pressed = page.locator('.cv-layout-button[aria-pressed="true"]');
  expect(await pressed.count()).toBe(1);
  return pressed.getAttribute('data-layout');
}

/** A card's "Baixar PDF" → the download, with what every released resume PDF holds. */
async function downloadFromCard(page: Page, name: string): Promise<DownloadedPdf> {
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  const released = apiResponse(page, 'curriculo-pdf');
  await page.getByRole('button', { name: `Baixar PDF de ${name}` }).click();
  expect((await released).status()).toBe(200);
  const pdf = await readPdfDownload(await downloading);
  await toast(page, 'success', 'PDF gerado').waitFor();
  return pdf;
}

/** A card's "Baixar PDF" while unpaid: the server answers 402 and the page asks for the payment. */
async function expectPdfRefused(page: Page, name: string): Promise<void> {
  const refused = apiResponse(page, 'curriculo-pdf');
  await page.getByRole('button', { name: `Baixar PDF de ${name}` }).click();
  expect((await refused).status()).toBe(402);
  await toast(page, 'warning', 'Efetue o pagamento para liberar').waitFor();
}

/** "Gerar PIX" then "Simular pagamento aprovado" in the panel, waiting for the status poll's approval. */
async function payByPix(page: Page, expectedReference: string, runtime: E2eRuntime): Promise<void> {
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

async function mirrored(page: Page, id: string): Promise<Record<string, unknown> | undefined> {
  const records = JSON.parse((await localStorageItem(page, 'curriculos')) ?? '[]') as Array<{ id: string }>;
  return records.find((r) => r.id === id);
}

async function openMeuCurriculo(page: Page): Promise<void> {
  const listed = apiResponse(page, 'curriculo-mine');
  await page.goto('/MeuCurriculo');
  expect((await listed).status()).toBe(200);
}

describe('a person’s first resume', () => {
  test('painel leads to CriarCurriculo; the whole form with a photo; six layouts previewed; saved; painel then leads to MeuCurriculo', {
    timeout: JOURNEY_TIMEOUT_MS,
  }, async ({ web, runtime }) => {
    // Prepare
    const owner = { email: 'juliana.ribeiro@example.com', name: 'Juliana Ribeiro' };
    const nome = 'Juliana Ribeiro Campos';
    const page = await web.newPage({ signedInAs: owner });
    const cepsAsked = await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
    const saves: unknown[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/backend/api/curriculo-save') saves.push(r.postDataJSON());
    });

    // Act
    await page.goto('/painel');

    // Assess: no resume yet, so the form, started with the account's name and e-mail
    await waitForPath(page, '/CriarCurriculo');
    await page.getByRole('heading', { level: 1, name: 'Criar Currículo' }).waitFor();
    await waitForValue(page, '#cv-nome', owner.name);
    expect(await page.locator('#cv-email').inputValue()).toBe(owner.email);
    expect(await page.locator('#cv-nacionalidade').inputValue()).toBe('Brasileiro(a)');

    // Act: "Gerar Currículo" with both required fields erased
    await page.locator('#cv-nome').fill('');
    await page.locator('#cv-email').fill('');
    await page.getByRole('button', { name: 'Gerar Currículo' }).click();

    // Assess: the joined message, the name focused, nothing sent
    await toast(page, 'error', 'Nome completo é obrigatório, E-mail é obrigatório').waitFor();
    await expect.poll(() => hasFocus(page.locator('#cv-nome'))).toBe(true);
    expect(saves).toEqual([]);

    // Act: the personal data, Enter moving on from the name
    await page.locator('#cv-nome').fill(nome);
    await page.locator('#cv-nome').press('Enter');
    await expect.poll(() => hasFocus(page.locator('#cv-email'))).toBe(true);
    await page.locator('#cv-email').fill(owner.email);
    await page.locator('#cv-telefone').pressSequentially('11987654321');
    await uploadPhoto(page);
    await page.locator('#cv-cargo-desejado').fill('Coordenadora de Logística');
    await page.locator('#cv-mostrar-candidato-cargo').check();
    await page.locator('#cv-sexo').selectOption('Feminino');
    await page.locator('#cv-estado-civil').selectOption('Casado(a)');
    await page.locator('#cv-data-nascimento').fill('1990-03-15');
    const cepLookup = page.waitForResponse((r) => r.url().includes('/ws/01310100/json'));
    await page.locator('#cv-cep').pressSequentially('01310100');
    await cepLookup;
    await waitForValue(page, '#cv-endereco', 'Avenida Paulista');
    await waitForValue(page, '#cv-bairro', 'Bela Vista');
    await waitForValue(page, '#cv-endereco-uf', 'SP');
    await waitForValue(page, '#cv-endereco-cidade', 'São Paulo');
    await page.locator('#cv-numero').fill('1578');
    await page.locator('#cv-complemento').fill('Apto 42');
    await page.locator('#cv-incluir-naturalidade').check();
    await page.locator('#cv-natural-uf').selectOption('MG');
    // The state's cities arrive on demand and the first one is preselected; the person then picks theirs.
    await expect.poll(() => page.locator('#cv-natural-cidade').inputValue()).not.toBe('');
    await page.locator('#cv-natural-cidade').selectOption('Belo Horizonte');

    // Assess: masks, the computed age, the CEP's address
    expect(await page.locator('#cv-telefone').inputValue()).toBe('(11) 98765-4321');
    expect(await page.locator('#cv-idade').inputValue()).toBe(`${ageToday('1990-03-15')} anos`);
    expect(await page.locator('#cv-idade').getAttribute('readonly')).not.toBeNull();
    expect(await page.locator('#cv-cep').inputValue()).toBe('01.310-100');
    await waitForValue(page, '#cv-natural-cidade', 'Belo Horizonte');
    expect(cepsAsked).toEqual(['01310100']);

    // Act: documents, schooling, courses, skills and two experiences (the newer moved up)
    const cpf = validCpf('529982247');
    await page.locator('#cv-incluir-documentacao').check();
    await page.locator('#cv-cpf').pressSequentially(onlyDigits(cpf));
    await page.locator('#cv-cnh-categoria').selectOption('AB');
    await page.locator('#cv-escolaridade').selectOption('Ensino Médio Completo');
    await page.locator('#cv-instituicao-ensino').fill('E.E. Professor Alberto Conte');
    await page.locator('#cv-incluir-cursos-superiores').check();
    await page.locator('#cv-curso-superior-0-curso').fill('Tecnologia em Logística');
    await page.locator('#cv-curso-superior-0-entidade').fill('Fatec São Paulo');
    await page.locator('#cv-curso-superior-0-anos').pressSequentially('20102013');
    await page.locator('#cv-incluir-cursos').check();
    await page.locator('#cv-curso-0-curso').fill('Excel Avançado para Logística');
    await page.locator('#cv-curso-0-carga-horaria').fill('40 horas');
    await page.locator('#cv-curso-add').click();
    await page.locator('#cv-curso-1-curso').fill('Gestão de Armazéns');
    await page.locator('#cv-curso-1-entidade').fill('SENAI');
    await page.locator('#cv-skill-busca').fill('excel');
    await page.locator('.cv-skill-option', { hasText: /^Excel avançado$/ }).click();
    await page.locator('#cv-skill-busca').fill('Roteirização de entregas');
    await page.locator('#cv-skill-busca').press('Enter');
    await fillExperiencia(page, 0, ASSISTENTE);
    await page.locator('#cv-experiencia-add').click();
    await fillExperiencia(page, 1, ANALISTA);
    await page.locator('#cv-experiencia-1-up').click();

    // Assess
    expect(await page.locator('#cv-cpf').inputValue()).toBe(cpf);
    expect(await page.locator('#cv-curso-superior-0-anos').inputValue()).toBe('2010/2013');
    expect(await page.locator('.cv-chip').allTextContents()).toEqual([
      'Excel avançado×',
      'Roteirização de entregas×',
    ]);
    expect(await page.locator('#cv-skill-busca').inputValue()).toBe('');
    await waitForValue(page, '#cv-experiencia-0-cargo', ANALISTA.cargo);
    expect(await page.locator('#cv-experiencia-1-cargo').inputValue()).toBe(ASSISTENTE.cargo);
    expect(saves).toEqual([]); // nothing saved before "Gerar Currículo"

    // Act: the terms in their dialog, then "Gerar Currículo"
    await acceptTermsInDialog(page);
    expect(await page.locator('#cv-terms').isChecked()).toBe(true);
    const created = apiResponse(page, 'curriculo-save');
    const firstPreview = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/backend/api/curriculo-preview',
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: 'Gerar Currículo' }).click();

    // Assess: created once with the terms, then the preview in the score rule's layout
    const createdRes = await created;
    expect(createdRes.status()).toBe(200);
    const { id } = (await createdRes.json()) as { id: string };
    const sent = createdRes.request().postDataJSON() as { data: CurriculoForm; terms_accepted: boolean };
    expect(sent.terms_accepted).toBe(true);
    expect(sent.data.foto_key).not.toBe('');
    await page.waitForURL(
      (url) => url.searchParams.get('id') === id && url.searchParams.get('etapa') === 'previa',
    );
    await page.getByRole('heading', { level: 2, name: 'Prévia do currículo' }).waitFor();
    const scored = defaultLayout(sent.data);
    const first = await firstPreview;
    expect(first.request().postDataJSON()).toMatchObject({ id, layout: scored });
    expect(await pressedLayout(page)).toBe(scored);

    // Act and assess: every layout, the scored one first
    const teal = rgbOf(TEAL);
    const drawn = new Map<LayoutId, DrawnPage[]>([[scored, await waitForNewPages(page, teal)]]);
    const pdfs = new Map<LayoutId, Uint8Array>([[scored, new Uint8Array(await first.body())]]);
    for (const layout of LAYOUT_IDS.filter((l) => l !== scored)) {
      await markPagesDrawn(page);
      const answered = previewResponse(page, layout);
      await page.locator(`.cv-layout-button[data-layout="${layout}"]`).click();
      const res = await answered;
      expect(res.status(), layout).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      pdfs.set(layout, new Uint8Array(await res.body()));
      drawn.set(layout, await waitForNewPages(page, teal));
      expect(await pressedLayout(page)).toBe(layout);
    }
    for (const layout of LAYOUT_IDS) {
      const bytes = pdfs.get(layout)!;
      const pages = drawn.get(layout)!;
      expectPdfSignature(bytes);
      const text = await extractPdfText(bytes);
      expect(pages.length, layout).toBe(text.pages.length);
      for (const [n, pageText] of text.pages.entries()) {
        expect(pageText, `${layout} page ${n + 1}`).toContain('PRÉVIA');
        expect(pages[n]!.ink, `${layout} page ${n + 1} ink`).toBeGreaterThan(0.01);
        expect(pages[n]!.width).toBeGreaterThan(300);
      }
      const flat = text.text.replace(/\s+/g, ' ');
      expect(flat, layout).toMatch(/Juliana Ribeiro Campos|JULIANA RIBEIRO CAMPOS/);
      expect(flat).toContain(owner.email);
      expect(flat.toLowerCase()).toContain(ANALISTA.cargo.toLowerCase());
      expect(flat.toLowerCase()).toContain(ASSISTENTE.empresa.toLowerCase());
      // The uploaded photo is printed by the layouts that use one, and only by them.
      expect(pdfHasImage(bytes), layout).toBe(layoutUsesPhoto(layout));
    }
    // Six visibly different drawings.
    expect(new Set(LAYOUT_IDS.map((l) => drawn.get(l)![0]!.digest)).size).toBe(6);
    await page.locator('.cv-preview-status', { hasText: /^Modelo Comercial: \d páginas?$/ }).waitFor();

    // Act: a teal main colour for the last layout (Comercial)
    await markPagesDrawn(page);
    const recoloured = previewResponse(page, 'comercial', TEAL);
    await page.locator('#cv-primary-color').fill(TEAL);
    expect((await recoloured).status()).toBe(200);
    const tealPages = await waitForNewPages(page, teal);

    // Assess: the drawing now has the colour it lacked
    const before = drawn.get('comercial')!.reduce((n, p) => n + p.inColour, 0);
    const after = tealPages.reduce((n, p) => n + p.inColour, 0);
    expect(after).toBeGreaterThan(before + 2000);
    expect(await page.locator('.cv-color code').first().textContent()).toBe(TEAL);

    // Act: "Salvar Currículo"
    const savedFromPreview = apiResponse(page, 'curriculo-save');
    await page.getByRole('button', { name: 'Salvar Currículo' }).click();

    // Assess: the layout and colours saved with the data; the list shows the resume waiting for payment
    const final = await savedFromPreview;
    expect(final.status()).toBe(200);
    expect(final.request().postDataJSON()).toMatchObject({
      id,
      lastLayout: 'comercial',
      layoutConfig: { primaryColor: TEAL, accentColor: DEFAULT_LAYOUT_CONFIG.accentColor },
    });
    await waitForPath(page, '/MeuCurriculo');
    const card = resumeCard(page, id);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('pendente');
    expect(await card.locator('.cv-card-title').textContent()).toBe(nome);
    expect(await card.locator('.cv-card-cargo').textContent()).toBe('Coordenadora de Logística');
    expect(await card.locator('.cv-status').textContent()).toBe('Pendente');
    expect(await card.locator('.cv-card-detail').textContent()).toBe(
      'Aguardando pagamento para liberar o PDF.',
    );
    expect(await card.locator('.cv-card-meta dd').nth(2).textContent()).toBe('Comercial');
    expect(await page.locator('.cv-card').count()).toBe(1);
    expect(await mirrored(page, id)).toEqual({ id, email: owner.email, paidAt: null, status: 'pendente' });

    // Assess: the server holds what the person typed
    const stored = await storedCurriculo(runtime, owner, id);
    expect(stored.form).toMatchObject({
      nome,
      email: owner.email,
      telefone: '(11) 98765-4321',
      cidade: 'São Paulo',
      uf: 'SP',
      natural_cidade: 'Belo Horizonte',
      natural_estado: 'MG',
      cpf,
      cnh_categoria: 'AB',
      skills: ['Excel avançado', 'Roteirização de entregas'],
    });
    const form = stored.form as unknown as CurriculoForm;
    expect(form.experiencias.map((e) => e.cargo)).toEqual([ANALISTA.cargo, ASSISTENTE.cargo]);
    expect(form.cursos.map((c) => c.curso)).toEqual(['Excel Avançado para Logística', 'Gestão de Armazéns']);
    expect(form.cursos_superiores[0]).toMatchObject({ anos: '2010/2013', inicio: '2010', fim: '2013' });
    // The photo stays on the resume (the server may move the upload to its lasting key).
    expect(form.foto_key).not.toBe('');
    expect(form.foto_nome).toBe('foto-exemplo.jpg');

    // Act
    await page.goto('/painel');

    // Assess: with a resume, painel leads to the list
    await waitForPath(page, '/MeuCurriculo');
    await resumeCard(page, id).waitFor();
  });
});

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
    expect(paidPdf.text).toBe(await referenceText(paidStored.form, 'comercial', DEFAULT_LAYOUT_CONFIG));
    expect(paidPdf.text).not.toBe(
      await referenceText(paidStored.form, defaultLayout(paidForm), DEFAULT_LAYOUT_CONFIG),
    );

    // Act: edit once
    await card.getByRole('link', { name: `Editar ${name}` }).click();
    await page.getByText(/^Este currículo está pago e liberado até \d{2}\/\d{2}\/\d{4}\./).waitFor();
    await waitForValue(page, '#cv-cargo-desejado', 'Vendedor Externo');
    const edited = apiResponse(page, 'curriculo-save');
    await page.locator('#cv-cargo-desejado').fill('Supervisor de Vendas');

    // Assess: the autosave takes the release back, with a new payment reference
    const editedBody = await (await edited).json();
    expect(editedBody).toMatchObject({
      warning: CURRICULO_EDIT_MESSAGES.novoPagamento,
      meta: { status: 'pendente', needs_repayment: true },
    });
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

    // Act: back to the editor, "Pagar agora" in the banner
    await card.getByRole('link', { name: `Editar ${name}` }).click();
    await page.getByTestId('cv-repayment-banner').getByRole('link', { name: 'Pagar agora' }).click();

    // Assess: the payment page names the resume and this round's reference
    await waitForPath(page, `/PagamentoMP?reference=${encodeURIComponent(secondRef)}`);
    const summary = page.locator('.pay-page-summary');
    await summary.getByRole('heading', { name }).waitFor();
    await summary.getByText('Editado depois do pagamento: este pagamento libera a nova versão.').waitFor();
    await summary.getByText('Modelo: Comercial').waitFor();
    expect(await summary.locator('.pay-page-ref code').textContent()).toBe(secondRef);
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
    expect(repaidPdf.text).toBe(await referenceText(repaidStored.form, 'comercial', DEFAULT_LAYOUT_CONFIG));

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

describe('a resume blocked while its owner types', () => {
  test('the refused autosave locks the editor at once with "Edição bloqueada pelo administrador."', async ({
    web,
    runtime,
  }) => {
    // Prepare: Lia's resume, open in her editor; support blocks it meanwhile
    const lia = { email: 'lia.bloqueada@example.com', name: 'Lia Bloqueada' };
    const { id } = await createCurriculo(runtime, await runtime.login(lia));
    const page = await web.newPage({ signedInAs: lia });
    await page.goto(`/CriarCurriculo?id=${id}`);
    await page.locator('#cv-cargo-desejado').waitFor();
    await patchItem(runtime.dynamoEndpoint, 'documents', { id }, { blocked: true, status: 'bloqueado' });

    // Act: she goes on typing; the autosave is refused
    const refused = page.waitForResponse((r) => r.url().includes('/curriculo-save') && r.status() === 403);
    await page.locator('#cv-cargo-desejado').fill('Analista Depois do Bloqueio');
    await refused;

    // Assess: the editor gives way to the locked view and its message, without a button press
    await toast(page, 'error', CURRICULO_EDIT_MESSAGES.bloqueado).waitFor();
    await page.locator('[data-testid="cv-locked"][data-reason="bloqueado"]').waitFor();
    expect(await page.locator('#cv-cargo-desejado').count()).toBe(0);
  });
});

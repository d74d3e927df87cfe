// Resumes in Chromium (issue 5, item 7): a person's first resume filled field by field with a photo, previewed
// in all six layouts (each drawn by pdf.js from the server's watermarked PDF), saved; painel before and after
// it.
import { describe, expect } from 'vitest';
import { layoutUsesPhoto } from '../../shared/documents/curriculo/render';
import { defaultLayout } from '../../shared/documents/curriculo/rules';
import {
  type CurriculoForm,
  DEFAULT_LAYOUT_CONFIG,
  LAYOUT_IDS,
  type LayoutId,
} from '../../shared/documents/curriculo/schema';
import { extractPdfText } from '../../shared/pdf/extract-text';
import {
  ageToday,
  type DrawnPage,
  expectPdfSignature,
  markPagesDrawn,
  pdfHasImage,
  previewResponse,
  resumeCard,
  rgbOf,
  storedCurriculo,
  waitForNewPages,
} from './support/curriculo';
import {
  ANALISTA,
  ASSISTENTE,
  fillExperiencia,
  JOURNEY_TIMEOUT_MS,
  mirrored,
  pressedLayout,
  TEAL,
  uploadPhoto,
} from './support/curriculo-journey';
import {
  AVENIDA_PAULISTA,
  acceptTermsInDialog,
  apiResponse,
  onlyDigits,
  stubCepServices,
  toast,
  validCpf,
  waitForValue,
} from './support/declaracao';
import { test, waitForPath } from './support/fixture';
import { hasFocus } from './support/in-page';

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
    // The state's cities arrive on demand, and none is chosen for the person (issue 41 item 2): they pick theirs.
    await page
      .locator('#cv-natural-cidade option', { hasText: 'Belo Horizonte' })
      .first()
      .waitFor({ state: 'attached' });
    expect(await page.locator('#cv-natural-cidade').inputValue()).toBe('');
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

// The residence declaration's form in Chromium, before any payment: a signed-out visitor's draft survives
// signing in, the final check marks every refused field, CEP services that cannot be reached, a saved city the
// state's list lacks, a declaration that cannot be opened, and the preview set in the PDF's typeface.
import { describe, expect } from 'vitest';
import { PREVIEW_PRINT_NOTICE, PREVIEW_WATERMARK } from '../../shared/api/preview-watermark';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { extractPdfText } from '../../shared/pdf/extract-text';
import {
  AVENIDA_PAULISTA,
  acceptTermsInDialog,
  apiResponse,
  fillDeclaracao,
  stubCepServices,
  toast,
  waitForValue,
} from './support/declaracao';
import {
  declaracao,
  expectNotFoundLeadsToList,
  expectRow,
  LOCAL_DRAFT_KEY,
  openList,
  pageParts,
  referenceInUrl,
} from './support/declaracao-page';
import { signInWithForm, test, waitForPath } from './support/fixture';
import { computedFontFamily, hasFocus, localStorageItem, waitForWebFont } from './support/in-page';

describe('a signed-out visitor’s draft', () => {
  test('is kept in the browser, and after "Entre para salvar e pagar" opens saved in the account', async ({
    web,
  }) => {
    // Prepare
    const input = declaracao('Rafael Rascunho Nunes', 'Sofia Nunes Prado', ['246813579', '135792468']);
    input.condicao = 'cedido';
    const identity = { email: 'rafael.rascunho@example.com', name: 'Rafael Rascunho', admin: false };
    const page = await web.newPage();
    await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
    const parts = pageParts(page);
    await page.goto('/DeclaracaoResidencia');

    // Act
    await fillDeclaracao(page, input);

    // Assess: a browser draft, no saving, no paying
    await parts.status.filter({ hasText: 'Rascunho guardado neste navegador' }).waitFor();
    expect(await page.getByRole('button', { name: 'Salvar agora' }).count()).toBe(0);
    expect(await parts.gerarPdf.isDisabled()).toBe(true);
    await page.getByText('Entre e efetue o pagamento para liberar o PDF.').waitFor();
    expect(await page.getByRole('button', { name: 'Gerar PIX' }).count()).toBe(0);
    const stored = JSON.parse((await localStorageItem(page, LOCAL_DRAFT_KEY)) ?? '{}');
    expect(stored).toMatchObject({
      titular_nome: input.titular.nome,
      titular_cpf: input.titular.cpf,
      titular_cidade: 'São Paulo',
      dep_nome: input.dep.nome,
      condicao: 'cedido',
      data_dia: '05',
    });

    // Act: sign in from the panel's link
    await page.getByRole('link', { name: 'Entre para salvar e pagar' }).click();
    await waitForPath(page, '/Login?redirect=%2FDeclaracaoResidencia');
    const saved = apiResponse(page, 'declaracao-save');
    await signInWithForm(page, identity);

    // Assess: back on the page, the same declaration saved in the account, ready to pay
    expect((await saved).status()).toBe(200);
    const reference = await referenceInUrl(page);
    expect(new URL(page.url()).pathname).toBe('/DeclaracaoResidencia');
    await parts.status.filter({ hasText: /^Rascunho salvo/ }).waitFor();
    expect(await page.locator('#decl-titular_nome').inputValue()).toBe(input.titular.nome);
    expect(await page.locator('#decl-titular_cpf').inputValue()).toBe(input.titular.cpf);
    expect(await page.locator('#decl-titular_rua').inputValue()).toBe('Avenida Paulista');
    await waitForValue(page, '#decl-titular-cidade', 'São Paulo');
    expect(await page.locator('#decl-dep_nome').inputValue()).toBe(input.dep.nome);
    expect(await page.locator('#decl-condicao-cedido').isChecked()).toBe(true);
    expect(await page.locator('#decl-data_mes').inputValue()).toBe('março');
    await page.getByRole('button', { name: 'Gerar PIX' }).waitFor();
    expect(await page.getByRole('link', { name: 'Entre para salvar e pagar' }).count()).toBe(0);
    expect(await localStorageItem(page, LOCAL_DRAFT_KEY)).toBeNull();

    // Act: the list
    await openList(page);

    // Assess: saved once
    await expectRow(page, reference, input, 'Rascunho • pagamento pendente');
    expect(await page.locator('table.doc-table tbody tr').count()).toBe(1);
  });
});

describe('the final check', () => {
  test('marks every refused field at once and focuses the first; a missing state is focused, not the city', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'vera.valida@example.com', name: 'Vera Valida' } });
    await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/declaracao-save')) saves.push(r.url());
    });
    await page.goto('/DeclaracaoResidencia');
    await page.locator('#decl-titular_nome').waitFor();

    // Act: "Salvar agora" on the blank form
    await page.getByRole('button', { name: 'Salvar agora' }).click();

    // Assess: nothing to save, and no empty declaration made
    await toast(page, 'info', 'Preencha a declaração antes de salvar.').waitFor();
    expect(saves).toEqual([]);

    // Act: terms, then "Gerar PIX" on the blank form
    await acceptTermsInDialog(page);
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess: the first rule's toast and focus, and every field that fails marked at once
    await toast(page, 'error', 'Preencha os dois CPFs (titular e dependente)').waitFor();
    await expect.poll(() => hasFocus(page.locator('#decl-titular_cpf'))).toBe(true);
    for (const id of ['titular_nome', 'titular_cpf', 'titular_rua', 'titular_cep', 'dep_nome', 'dep_cpf']) {
      expect(await page.locator(`#decl-${id}`).getAttribute('aria-invalid'), id).toBe('true');
    }
    expect(await page.locator('#decl-titular-uf').getAttribute('aria-invalid')).toBe('true');
    await page
      .locator('#decl-titular_nome-error', { hasText: 'Preencha ao menos nome, CPF e endereço do titular' })
      .waitFor();
    await page
      .locator('#decl-dep_nome-error', { hasText: 'Preencha dados do dependente (nome e CPF)' })
      .waitFor();

    // Act: everything filled but the holder's state (and so the city)
    await fillDeclaracao(
      page,
      declaracao('Vera Valida Souza', 'Davi Valido Souza', ['390533447', '453178287']),
    );
    await page.locator('#decl-titular-uf').selectOption('');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess: the state is where focus goes (the city waits for it), the typed fields no longer marked
    await toast(page, 'error', 'Informe a cidade e o estado do titular').waitFor();
    await expect.poll(() => hasFocus(page.locator('#decl-titular-uf'))).toBe(true);
    expect(await page.locator('#decl-titular_nome').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the CEP lookup services unreachable', () => {
  test('the field says "Falha ao buscar CEP" (not which service failed) and offers typing the address', async ({
    web,
  }) => {
    // Prepare: ViaCEP and its fallback both fail at the network
    const page = await web.newPage();
    await page.context().route('https://viacep.com.br/**', (route) => route.abort('connectionrefused'));
    await page.context().route('https://brasilapi.com.br/**', (route) => route.abort('connectionrefused'));
    await page.goto('/DeclaracaoResidencia');

    // Act
    await page.locator('#decl-titular_cep').pressSequentially('01310100');
    await page.locator('#decl-titular_rua').focus();

    // Assess
    const status = page.locator('#decl-titular_cep-status');
    await status.filter({ hasText: 'Falha ao buscar CEP' }).waitFor();
    expect(await status.textContent()).toBe(
      'Falha ao buscar CEP Você pode preencher o endereço manualmente.',
    );
    expect(await page.locator('#decl-titular_rua').isEditable()).toBe(true);
    // Nothing says the CEP is wrong: a notice, not an error that would stay over an address typed by hand.
    expect(await page.locator('#decl-titular_cep').getAttribute('aria-invalid')).toBeNull();
    expect(await status.locator('.field-notice').textContent()).toBe('Falha ao buscar CEP');
    expect(await status.locator('.field-error').count()).toBe(0);
  });
});

describe('a saved city the state’s list lacks', () => {
  test('is dropped as the form opens, saying which city, until the person picks one', async ({
    web,
    runtime,
  }) => {
    // Prepare: a declaration saved through the API with a city IBGE's list of SP does not have
    const identity = { email: 'cidade.sumida@example.com', name: 'Cidade Sumida', admin: false };
    const page = await web.newPage({ signedInAs: identity });
    const token = await runtime.login(identity);
    const saved = await runtime.api('/declaracao-save', {
      token,
      body: { form: { ...declaracaoResidenciaExemplo, titular_cidade: 'Vila Inventada do Norte' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const status = page.locator('#decl-titular-cidade-status');
    const notice = 'A cidade “Vila Inventada do Norte” não está na lista de cidades de SP: escolha a cidade.';

    // Act
    await page.goto(`/DeclaracaoResidencia?id=${saved.body.id}`);
    await status.getByText(notice).waitFor();
    const cityWhenOpened = await page.locator('#decl-titular-cidade').inputValue();
    await page.locator('#decl-titular-cidade').selectOption('Campinas');

    // Assess
    expect(cityWhenOpened).toBe('');
    await status.getByText(notice).waitFor({ state: 'detached' });
    expect(await page.locator('#decl-titular-cidade').inputValue()).toBe('Campinas');
  });
});

describe('a declaration that cannot be opened', () => {
  test('says it was not found, offers no retry, and leads to a new one or the list', async ({ web }) => {
    // Prepare
    const page = await web.newPage({
      signedInAs: { email: 'ninguem.aqui@example.com', name: 'Ninguém Aqui', admin: false },
    });

    // Act
    await page.goto('/DeclaracaoResidencia?id=decl-nao-existe-0000000000000-1700000000000');

    // Assess
    await expectNotFoundLeadsToList(page);
  });
});

describe('a name the PDF cannot print', () => {
  test('is refused under its field while typed, and a name in another alphabet prints as typed', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage();
    await page.goto('/DeclaracaoResidencia');
    const nome = page.locator('#decl-titular_nome');
    const error = page.locator('#decl-titular_nome-error');

    // Act
    await nome.fill('Ana 😀 李');

    // Assess
    await error.waitFor();
    expect(await error.textContent()).toBe(
      'O campo Nome do titular contém caracteres que não podem ser impressos: 😀 李',
    );
    expect(await nome.getAttribute('aria-invalid')).toBe('true');

    // Act
    await nome.fill('Nguyễn Thị Minh Khai');

    // Assess: the message leaves, and the text preview shows the name as typed
    await error.waitFor({ state: 'detached' });
    await page.getByText('Nguyễn Thị Minh Khai', { exact: false }).last().waitFor();
    expect(await nome.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the text preview', () => {
  test('is set in the PDF’s typeface (Arimo), served by the page, Latin subset only', async ({ web }) => {
    // Prepare: every font file the page fetches
    const page = await web.newPage();
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
    });

    // Act
    await page.goto('/DeclaracaoResidencia');
    const paragraph = page.locator('.doc-page .doc-paragraph').first();
    await paragraph.waitFor();
    await waitForWebFont(page, 'Arimo');

    // Assess: the preview names the PDF's family first, and only woff2 Latin faces of it came down
    expect(await computedFontFamily(paragraph)).toMatch(/^"?Arimo"?,/);
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const file of fontFiles) expect(file).toMatch(/\/arimo-latin-(400|700)-normal-[\w-]+\.woff2$/);
  });

  test('is marked "PRÉVIA — sem validade" on screen and prints with the mark and a notice', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage();
    await page.goto('/DeclaracaoResidencia');
    const marks = page.locator('.doc-page .doc-watermark span');
    await marks.first().waitFor();

    // Act: the page printed as the browser would (print media)
    const printed = await extractPdfText(
      new Uint8Array(await page.pdf({ format: 'A4', printBackground: false })),
    );

    // Assess: the mark on screen, and on paper even without backgrounds (issue 39)
    expect(await marks.first().getAttribute('data-mark')).toBe(PREVIEW_WATERMARK);
    expect(
      await marks
        .first()
        .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el, '::before').content),
    ).toBe(`"${PREVIEW_WATERMARK}"`);
    expect(await marks.first().isVisible()).toBe(true);
    expect(await page.locator('.doc-print-notice').isVisible()).toBe(false);
    const text = printed.text.replace(/\s+/g, ' ');
    expect(text).toContain(PREVIEW_WATERMARK);
    expect(text).toContain(PREVIEW_PRINT_NOTICE);
  });
});

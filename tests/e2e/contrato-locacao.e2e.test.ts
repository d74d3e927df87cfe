// The rental contract in Chromium (issue 18): bad input answered with the spec's messages; a residential
// lease with a guarantor and 12 receipts filled as a person would, paid with "Simular pagamento aprovado", its
// PDF downloaded and read (names, CPFs, "1/12" to "12/12"), opened again with `&pdf=1`, and edited after payment
// (a new payment is needed); a contract blocked by an admin, on a phone; receipts without a contract are no
// contract of this page; a contract paid from /PagamentoMP.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import {
  CEPS,
  type ContratoInput,
  contratoParts,
  fillImovelEValores,
  fillParte,
  REFERENCE_CONTRATO,
  residencial,
} from './support/contrato-locacao';
import {
  acceptTermsInDialog,
  apiResponse,
  onlyDigits,
  readPdfDownload,
  stubCepServices,
  toast,
  waitForValue,
} from './support/declaracao';
import { MOBILE, test } from './support/fixture';
import { hasFocus } from './support/in-page';

/** The reference the page put in its URL after the first save. */
async function contratoReference(page: Page): Promise<string> {
  await page.waitForURL((url) => REFERENCE_CONTRATO.test(url.searchParams.get('reference') ?? ''));
  return new URL(page.url()).searchParams.get('reference')!;
}

async function downloadContrato(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  const released = apiResponse(page, 'contrato-pdf');
  await click();
  expect((await released).status()).toBe(200);
  const pdf = await readPdfDownload(await downloading);
  await toast(page, 'success', 'PDF foi Gerado').waitFor();
  expect(pdf.fileName).toMatch(/^contrato_locacao_\d{13}\.pdf$/);
  return pdf;
}

function expectContractPdf(text: string, input: ContratoInput): void {
  for (const expected of [
    'CONTRATO DE LOCAÇÃO DE IMÓVEL RESIDENCIAL',
    input.locador.nome,
    input.locador.cpf,
    input.locatario.nome,
    input.locatario.cpf,
    input.fiador.nome,
    input.fiador.cpf,
    'R$ 2.500,00 (dois mil e quinhentos reais)',
    'Rua Joaquim Floriano',
    'benefício de ordem',
    'foro da comarca de São Paulo/SP',
    `FIADOR(A): ${input.fiador.nome}, brasileira, casado(a), ${input.fiador.profissao}`,
    `OUTORGA CONJUGAL: o(a) cônjuge do(a) FIADOR(A), ${input.conjuge.nome}`,
    'CÔNJUGE/COMPANHEIRO(A) DO(A) FIADOR(A)',
    'Rubricas: __________ __________ __________ __________',
    'Próximos passos',
    // Start 01/02/2026, rent due on the 10th: each month is paid after it is lived (arts. 20, 42, 43 III).
    'período de 01/02/2026 a 28/02/2026, vencido em 10/03/2026',
    'Data do pagamento: ____/____/______',
  ]) {
    expect(text, expected).toContain(expected);
  }
  for (let n = 1; n <= 12; n++) expect(text).toContain(`Nº ${n}/12`);
}

/** Opens a new contract: its form shown, "Gerar PDF" locked, the guarantor's fields hidden until its toggle. */
async function openContrato(page: Page): Promise<void> {
  await page.goto('/ContratoLocacao');
  await page.getByRole('heading', { level: 1, name: 'Contrato de Locação' }).waitFor();
  await page.locator('#ctr-locador_nome').waitFor();
  expect(await contratoParts(page).gerarPdf.isDisabled()).toBe(true);
  expect(await page.locator('#ctr-fiador_nome').count()).toBe(0);
}

describe('bad input in the rental contract', () => {
  test('is answered with the messages and input rules of the spec', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'erros.contrato@example.com', name: 'Erros' } });
    await stubCepServices(page.context(), CEPS);
    await openContrato(page);

    // Act: paying for an empty contract
    await acceptTermsInDialog(page);
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess: one "Erros: " line with the items joined by "; ", the first field focused, each marked
    await toast(
      page,
      'error',
      // Nationality starts empty (issue 41 item 2), so it is asked like the rest.
      'Erros: Nome do locador: Obrigatório; CPF do locador: Obrigatório; Nacionalidade do locador: Obrigatório; ' +
        'Estado civil do locador: Obrigatório; ' +
        'Profissão do locador: Obrigatório; Documento de identidade do locador: Obrigatório; Endereço do locador: ' +
        'Obrigatório; Cidade do locador: Obrigatório; UF do locador: Obrigatório; Nome do locatário: Obrigatório; ' +
        'CPF do locatário: Obrigatório; Nacionalidade do locatário: Obrigatório; Estado civil do locatário: ' +
        'Obrigatório; Profissão do locatário: ' +
        'Obrigatório; Documento de identidade do locatário: Obrigatório; Endereço do locatário: Obrigatório; ' +
        'Cidade do locatário: Obrigatório; UF do locatário: Obrigatório; Endereço do imóvel: Obrigatório; ' +
        'Cidade do imóvel: Obrigatório; UF do imóvel: Obrigatório; Valor do aluguel: Obrigatório; Data de início: ' +
        'Obrigatório',
    ).waitFor();
    await expect.poll(() => hasFocus(page.locator('#ctr-locador_nome'))).toBe(true);
    expect(await page.locator('#ctr-locador_nome-error').textContent()).toBe('Obrigatório');
    expect(await page.locator('#ctr-locador_cpf-error').textContent()).toBe('Obrigatório');
    expect(await page.locator('#ctr-aluguel_valor-error').textContent()).toBe('Obrigatório');
    expect(await page.locator('#ctr-data_inicio_dia-group-error').textContent()).toBe('Obrigatório');

    // Act: a wrong CPF, a CEP nobody knows, a CEP cut short, a due day past 31, a month past 12, a short day
    await page.locator('#ctr-locatario_cpf').pressSequentially('11144477700');
    await page.locator('#ctr-locatario_cpf').press('Tab');
    const unknown = page.waitForResponse((r) => r.url().includes('/ws/99999999/json'));
    await page.locator('#ctr-imovel_cep').pressSequentially('99999999');
    await unknown;
    const cepStatus = page.locator('#ctr-imovel_cep-status');
    await cepStatus.getByText('CEP não encontrado').waitFor();
    await page.locator('#ctr-imovel_cep').fill('');
    await page.locator('#ctr-imovel_cep').pressSequentially('0453');
    await page.locator('#ctr-imovel_cep').press('Tab');
    await cepStatus.getByText('Inválido', { exact: true }).waitFor();
    await page.locator('#ctr-imovel_cep').fill('');
    await page.locator('#ctr-dia_vencimento').fill('');
    await page.locator('#ctr-dia_vencimento').pressSequentially('45');
    await page.locator('#ctr-data_ass_mes').fill('');
    await page.locator('#ctr-data_ass_mes').pressSequentially('13');
    await page.locator('#ctr-data_inicio_dia').pressSequentially('5');
    await page.locator('#ctr-data_inicio_dia').press('Tab');

    // Assess
    // Issue 41 item 6: a refused value names its field.
    expect(await page.locator('#ctr-locatario_cpf-error').textContent()).toBe('CPF do locatário inválido');
    // Out of range: kept as typed and refused at the field, never clamped (issue 41 item 2).
    await waitForValue(page, '#ctr-dia_vencimento', '45');
    await waitForValue(page, '#ctr-data_ass_mes', '13');
    expect(await page.locator('#ctr-dia_vencimento').getAttribute('aria-invalid')).toBe('true');
    await waitForValue(page, '#ctr-data_inicio_dia', '05');

    // Act: the rent typed as digits; its words edited by hand, then written again
    const words = page.locator('#ctr-aluguel_valor_extenso');
    await page.locator('#ctr-aluguel_valor').pressSequentially('250000');
    await waitForValue(page, '#ctr-aluguel_valor', '2.500,00');
    await waitForValue(page, '#ctr-aluguel_valor_extenso', 'dois mil e quinhentos reais');
    expect(await page.locator('label[for="ctr-aluguel_valor_extenso"] .badge').textContent()).toBe('Auto');
    await words.fill('dois mil e seiscentos reais');
    await words.press('Tab');
    await page.locator('label[for="ctr-aluguel_valor_extenso"] .badge', { hasText: 'Manual' }).waitFor();

    // Assess: words that spell another amount are refused at the field (issue 38 item 6)
    await page
      .locator('#ctr-aluguel_valor_extenso-error')
      .getByText('O valor por extenso não corresponde a R$ 2.500,00', { exact: true })
      .waitFor();

    // Act
    await page.getByRole('button', { name: 'Reativar' }).click();

    // Assess: Auto again
    await waitForValue(page, '#ctr-aluguel_valor_extenso', 'dois mil e quinhentos reais');
    await page.locator('label[for="ctr-aluguel_valor_extenso"] .badge', { hasText: 'Auto' }).waitFor();
  });
});

describe('a residential contract with a guarantor and receipts', () => {
  // The product's longest journey (four CEP lookups, a payment, two PDFs of 5 pages): more time than a page.
  test('filled as a person would, paid, downloaded, reopened with pdf=1 and edited after payment', {
    timeout: 120_000,
  }, async ({ web, runtime }) => {
    // Prepare
    const input = residencial();
    const identity = { email: 'maria.locadora@example.com', name: 'Maria' };
    const page = await web.newPage({ signedInAs: identity });
    await stubCepServices(page.context(), CEPS);
    const parts = contratoParts(page);
    const config = apiResponse(page, 'mp-config');
    await openContrato(page);
    const prices = (
      (await (await config).json()) as { prices: { contrato: number; recibosAdicional: number } }
    ).prices;

    // Act: property, term and rent; the parties, the guarantor turned on, the receipts ticked before the
    // lessee's RG is typed
    await fillImovelEValores(page, input);
    await fillParte(page, 'locador', input.locador);
    await fillParte(page, 'locatario', { ...input.locatario, rg: '' });
    await page.locator('#ctr-garantia_tipo-fianca').check();
    await fillParte(page, 'fiador', input.fiador);
    // A married guarantor: the spouse's consent is asked (CC art. 1.647 III)
    await page.locator('#ctr-fiador_conjuge_nome').fill(input.conjuge.nome);
    await page.locator('#ctr-fiador_conjuge_cpf').pressSequentially(onlyDigits(input.conjuge.cpf));
    await page.getByLabel(/^Gerar os recibos de aluguel com o contrato/).check();

    // Assess: the start date padded, the forum the property's, the receipts' own missing field, the total
    await waitForValue(page, '#ctr-data_inicio_dia', '01');
    await waitForValue(page, '#ctr-data_inicio_mes', '02');
    await waitForValue(page, '#ctr-cidade_foro', 'São Paulo');
    await waitForValue(page, '#ctr-estado_foro', 'SP');
    await waitForValue(page, '#ctr-aluguel_valor_extenso', 'dois mil e quinhentos reais');
    const missing = page.getByText('Campos faltando para recibos: RG do locatário', { exact: true });
    await missing.waitFor();
    const total = prices.contrato + prices.recibosAdicional;
    await page
      .locator('.ctr-total')
      .getByText(`R$ ${total.toFixed(2).replace('.', ',')}`)
      .waitFor();

    // Act
    await page.locator('#ctr-locatario_rg').fill(input.locatario.rg);

    // Assess: nothing missing or marked; the preview shows the parties and the receipts; a draft is saved
    await missing.waitFor({ state: 'detached' });
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await parts.preview.getByText(input.fiador.nome, { exact: true }).first().waitFor();
    await parts.preview.getByText('RECIBO DE ALUGUEL Nº 12/12', { exact: false }).waitFor();
    const reference = await contratoReference(page);
    await parts.status.filter({ hasText: /^Rascunho salvo/ }).waitFor();
    const save = apiResponse(page, 'contrato-save');
    await page.getByRole('button', { name: 'Salvar agora' }).click();
    // Saves send the fields changed since the stored version (issue 37): the stored contract is what counts.
    expect((await save).request().postDataJSON()).toMatchObject({ reference });
    const saved = await runtime.api(`/contrato-get?id=${reference}`, {
      token: await runtime.login(identity),
    });
    expect(saved.body.data.form).toMatchObject({
      garantia_tipo: 'fianca',
      fiador_ativo: 'sim',
      fiador_estado_civil: 'casado',
      fiador_conjuge_nome: input.conjuge.nome,
      gerar_recibos: 'sim',
      aluguel_valor: '2.500,00',
      cidade_foro: 'São Paulo',
      estado_foro: 'SP',
    });

    // Act: pay with the simulator
    await acceptTermsInDialog(page);
    const paid = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    const payment = await paid;
    expect(payment.request().postDataJSON()).toMatchObject({ reference, addReceipts: true });
    expect(await payment.json()).toMatchObject({ ok: true, amount_cents: Math.round(total * 100) });
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    await parts.approved.filter({ hasText: 'Pagamento aprovado' }).waitFor();

    // Act: the PDF
    const gerar = page.getByRole('button', { name: 'Gerar PDF', disabled: false });
    const pdf = await downloadContrato(page, () => gerar.click());

    // Assess: the contract and its 12 receipts, numbered, after it
    expectContractPdf(pdf.text, input);
    expect(pdf.pdf.info).toMatchObject({ title: 'Contrato de Locação', language: 'pt-BR' });

    // Act: the contract opened again with pdf=1 (as "Abrir + PDF" of Meus Contratos opens it)
    const again = await downloadContrato(page, () =>
      page.goto(`/ContratoLocacao?reference=${reference}&pdf=1`).then(() => undefined),
    );

    // Assess
    expectContractPdf(again.text, input);
    await waitForValue(page, '#ctr-locatario_nome', input.locatario.nome);

    // Act: an edit of the paid contract is asked about, then made
    const question = page.getByRole('alertdialog', { name: 'Alterar um documento já pago?' });
    await page.locator('#ctr-locatario_nome').fill('João Pedro Ferreira Lima');
    await question.waitFor();
    const edited = apiResponse(page, 'contrato-save');
    await question.getByRole('button', { name: 'Alterar e pagar de novo' }).click();

    // Assess: the server un-paid it; the page says a new payment is needed and offers one
    expect(await (await edited).json()).toMatchObject({ reference, needs_repayment: true });
    await parts.warning
      .filter({ hasText: 'Edição detectada: é necessário um novo pagamento para liberar o PDF.' })
      .waitFor();
    await page.getByRole('button', { name: 'Gerar PIX' }).waitFor();
    expect(await parts.gerarPdf.isDisabled()).toBe(true);
    await waitForValue(page, '#ctr-locatario_nome', 'João Pedro Ferreira Lima');
  });
});

describe('a blocked contract, and receipts opened as a contract', () => {
  test('says "Contrato bloqueado (contate suporte)." on a phone, in one column, locked; receipts are not found', async ({
    web,
    runtime,
  }) => {
    // Prepare
    const owner = { email: 'bloqueado@example.com', name: 'Dono Bloqueado' };
    const token = await runtime.login(owner);
    const admin = await runtime.login({ email: 'admin.contratos@example.com', name: 'Admin', admin: true });
    const created = await runtime.api('/contrato-save', {
      token,
      body: { form: { locador_nome: 'Maria Aparecida dos Santos', locatario_nome: 'João Pedro Ferreira' } },
    });
    const reference = created.body.reference as string;
    const blocked = await runtime.api('/contrato-block', {
      token: admin,
      body: { id: reference, blocked: true },
    });
    expect(blocked.status).toBe(200);
    const page = await web.newPage({ viewport: MOBILE, signedInAs: owner });

    // Act
    await page.goto(`/ContratoLocacao?reference=${reference}`);

    // Assess
    await page.getByRole('alert').filter({ hasText: 'Contrato bloqueado (contate suporte).' }).waitFor();
    await waitForValue(page, '#ctr-locador_nome', 'Maria Aparecida dos Santos');
    expect(await page.locator('#ctr-locador_nome').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Gerar PDF' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Gerar PIX' }).isDisabled()).toBe(true);
    // One column: the preview under the form, nothing wider than the screen.
    const form = await page.getByRole('form', { name: 'Dados do contrato' }).boundingBox();
    const preview = await page.getByRole('figure', { name: 'Prévia do contrato' }).boundingBox();
    expect(preview!.y).toBeGreaterThan(form!.y + form!.height);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);

    // Act: receipts made without a contract share the reference space; they are no contract of this page
    const recibos = await runtime.api('/recibo-aluguel-save', {
      token,
      body: { form: { locador_nome: 'Maria Aparecida dos Santos' } },
    });
    await page.goto(`/ContratoLocacao?reference=${recibos.body.reference as string}`);

    // Assess
    await page.getByRole('alert').filter({ hasText: 'Contrato não encontrado.' }).waitFor();
  });
});

describe('a contract paid from /PagamentoMP', () => {
  // A payment and a PDF of five pages: on a busy machine more than a page's time.
  test('shows the contract with its receipts at the total price, is paid and downloads its PDF', {
    timeout: 120_000,
  }, async ({ web, runtime }) => {
    // Prepare
    const owner = { email: 'pagamento.contrato@example.com', name: 'Pagamento Contrato' };
    const token = await runtime.login(owner);
    const created = await runtime.api('/contrato-save', { token, body: { form: contratoLocacaoExemplo } });
    const reference = created.body.reference as string;
    const page = await web.newPage({ signedInAs: owner });
    const config = apiResponse(page, 'mp-config');

    // Act
    await page.goto(`/PagamentoMP?reference=${reference}`);
    const prices = (
      (await (await config).json()) as { prices: { contrato: number; recibosAdicional: number } }
    ).prices;

    // Assess: what is paid, at the contract's price plus the receipts'
    const summary = page.locator('.pay-page-summary');
    await summary.getByRole('heading', { name: contratoLocacaoExemplo.locador_nome }).waitFor();
    await summary.getByText('Com os recibos de aluguel (12 meses)').waitFor();
    const total = prices.contrato + prices.recibosAdicional;
    await summary.getByText(`R$ ${total.toFixed(2).replace('.', ',')}`).waitFor();

    // Act: pay, then download
    await acceptTermsInDialog(page);
    const paid = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    const payment = await paid;
    expect(payment.request().postDataJSON()).toMatchObject({ reference, addReceipts: true });
    expect(await payment.json()).toMatchObject({ amount_cents: Math.round(total * 100) });
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    const pdf = await downloadContrato(page, () => page.getByRole('button', { name: 'Baixar PDF' }).click());

    // Assess
    expect(pdf.text).toContain(contratoLocacaoExemplo.locatario_nome);
    expect(pdf.text).toContain('Nº 12/12');
    await page.getByRole('link', { name: 'Voltar para o contrato' }).click();
    await waitForValue(page, '#ctr-locador_nome', contratoLocacaoExemplo.locador_nome);
  });
});

describe('a PIX made before the receipts were ticked (issue 40 item 1)', () => {
  test('is hidden with a warning, and "Gerar PIX" makes a new one at the new price', {
    timeout: 120_000,
  }, async ({ web, runtime }) => {
    // Prepare: a complete contract without receipts, its PIX shown
    const owner = { email: 'preco.mudou@example.com', name: 'Preço Mudou' };
    const token = await runtime.login(owner);
    const form = { ...contratoLocacaoExemplo, gerar_recibos: 'nao' };
    const created = await runtime.api('/contrato-save', { token, body: { form } });
    const reference = created.body.reference as string;
    const page = await web.newPage({ signedInAs: owner });
    await page.goto(`/ContratoLocacao?reference=${reference}`);
    await waitForValue(page, '#ctr-locador_nome', contratoLocacaoExemplo.locador_nome);
    await acceptTermsInDialog(page);
    const first = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    const firstCents = ((await (await first).json()) as { amount_cents: number }).amount_cents;
    await page.getByAltText('QR Code do PIX').waitFor();

    // Act: the receipts ticked while that PIX is open
    await page.getByLabel(/^Gerar os recibos de aluguel com o contrato/).check();

    // Assess: the old code is gone, the page says why
    const warning = page.locator('.payment-price-raised');
    await warning.getByText('Não pague o PIX anterior', { exact: false }).waitFor();
    expect(await page.getByAltText('QR Code do PIX').count()).toBe(0);

    // Act: a new PIX
    const second = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    const answer = await second;

    // Assess: a re-issue, at the contract's price plus the receipts'
    expect(answer.request().postDataJSON()).toMatchObject({ reference, reissue: true });
    expect(((await answer.json()) as { amount_cents: number }).amount_cents).toBeGreaterThan(firstCents);
    await page.getByAltText('QR Code do PIX').waitFor();
    expect(await warning.count()).toBe(0);
  });
});

declare const document: { documentElement: { scrollWidth: number; clientWidth: number } };

interface TypingTrace {
  /** The input's value at each `input` event: what the person saw typed. */
  typed: string[];
  /** Per `input` event, whether the preview had changed by the start of the next task. */
  previewChanged: boolean[];
}

/**
 * For `page.evaluate`: from now on, at each `input` event of `inputId`, notes the input's value and, at the
 * start of the next task (a message posted before React handles the event, so before any work React schedules
 * from it), whether the preview `previewSelector` has changed since the event.
 */
function traceTyping({ inputId, previewSelector }: { inputId: string; previewSelector: string }): void {
  const scope = globalThis as unknown as {
    document: {
      addEventListener(type: string, listener: (event: { target: unknown }) => void, capture: boolean): void;
      getElementById(id: string): { value: string } | null;
      querySelector(selector: string): { textContent: string | null } | null;
    };
    MessageChannel: new () => {
      port1: { onmessage: (() => void) | null };
      port2: { postMessage(message: unknown): void };
    };
    __typing: TypingTrace;
  };
  const trace: TypingTrace = { typed: [], previewChanged: [] };
  scope.__typing = trace;
  const input = scope.document.getElementById(inputId);
  scope.document.addEventListener(
    'input',
    (event) => {
      if (event.target !== input || !input) return;
      trace.typed.push(input.value);
      const previewText = () => scope.document.querySelector(previewSelector)?.textContent ?? '';
      const before = previewText();
      const channel = new scope.MessageChannel();
      channel.port1.onmessage = () => {
        trace.previewChanged.push(previewText() !== before);
      };
      channel.port2.postMessage(null);
    },
    true,
  );
}

describe('the preview of a contract with 120 receipts', () => {
  test('follows the typing a step behind: every character shows in the field at once, the preview after it', {
    timeout: 120_000,
  }, async ({ web }) => {
    // Prepare: a ten-year lease (120 receipts in the preview)
    const input = residencial();
    const page = await web.newPage({ signedInAs: { email: 'prazo.longo@example.com', name: 'Prazo' } });
    await stubCepServices(page.context(), CEPS);
    await openContrato(page);
    const preview = contratoParts(page).preview;
    await page.locator('#ctr-data_inicio_dia').pressSequentially(input.inicio.dia);
    await page.locator('#ctr-data_inicio_mes').pressSequentially(input.inicio.mes);
    await page.locator('#ctr-data_inicio_ano').pressSequentially(input.inicio.ano);
    await page.locator('#ctr-aluguel_valor').pressSequentially(input.aluguel);
    await page.locator('#ctr-prazo_meses').fill('120');
    await page.getByLabel(/^Gerar os recibos de aluguel com o contrato/).check();
    await preview.getByText('Nº 120/120', { exact: false }).waitFor();
    await page.evaluate(traceTyping, {
      inputId: 'ctr-locador_nome',
      previewSelector: 'figure[aria-label="Prévia do contrato"]',
    });
    const name = 'Maria Aparecida dos Santos';

    // Act: typed key by key, as a person does
    await page.locator('#ctr-locador_nome').pressSequentially(name);
    await preview.getByText(name, { exact: false }).first().waitFor();
    const trace = await page.evaluate(() => (globalThis as unknown as { __typing: TypingTrace }).__typing);

    // Assess: the field showed each character as it was typed; the preview, deferred (useDeferredValue), had
    // not yet drawn the new text when the keystroke's own task was over, and caught up afterwards
    expect(trace.typed).toEqual([...name].map((_, i) => name.slice(0, i + 1)));
    expect(trace.previewChanged).toHaveLength(name.length);
    expect(trace.previewChanged.filter(Boolean)).toEqual([]);
  });
});

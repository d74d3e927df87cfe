// Issue 37 in Chromium, one journey per family: nothing typed or paid is lost and nothing is overwritten without
// a visible conflict. A declaration's tab opened before the payment cannot un-pay it; a travel authorization's
// old tab un-pays only once the person confirms; a visitor's vehicle contract, power of attorney and payment
// receipt keep every edit across reloads, before and after its PIX; a rental contract's tab that moved the property (and so the forum) and then missed
// the payment is asked about un-paying, never shown a conflict; two tabs of a promissory-note batch keep each its
// own unsaved edit (the conflicting tab reloaded gets its edit back), and a tab the browser duplicated takes a
// draft key of its own; a resume edited on two devices keeps both fields.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/access-key';
import { autorizacaoNacionalExemplo } from '../../shared/documents/autorizacao-viagem/fixtures';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { procuracaoVeiculoExemplo } from '../../shared/documents/procuracao-veiculo/fixtures';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { reciboPagamentoExemplo } from '../../shared/documents/recibo-pagamento/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import type { ApiCall } from '../support/runtime';
import { CEPS } from './support/contrato-locacao';
import { apiResponse, saveCarrying, stubCepServices, waitForValue } from './support/declaracao';
import { test } from './support/fixture';
import {
  openFromPage,
  sessionStorageItem,
  setLocalStorageItem,
  waitForSessionItemOtherThan,
} from './support/in-page';
import type { E2eRuntime } from './support/runtime';

const RECOVERED = 'Recuperamos alterações que ainda não tinham sido salvas.';
const STALE = 'Este documento foi alterado em outra janela';
const PAID_EDIT = 'Alterar um documento já pago?';

const indicator = (page: Page) => page.locator('.autosave-indicator');
const errorCode = (body: Record<string, unknown>) => (body.error as { code?: string } | undefined)?.code;

/** A document made through the API as the person's page would, answering its id. */
async function created(runtime: E2eRuntime, path: string, call: ApiCall): Promise<Record<string, unknown>> {
  const res = await runtime.api(path, call);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Pays the document by PIX, approved in the stand-in (the notification answered). */
async function pay(runtime: E2eRuntime, reference: string, call: ApiCall): Promise<void> {
  const pix = await runtime.api('/mp-pay', {
    ...call,
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pagador@example.com' },
  });
  expect(pix.status, JSON.stringify(pix.body)).toBe(200);
  await runtime.standIn.simulate(pix.body.payment.id as string, 'approved').delivered;
}

/** A second tab of the same browser (same localStorage, its own sessionStorage). */
async function secondTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  tab.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  return tab;
}

describe('declarations: a tab opened before the payment', () => {
  test('cannot un-pay the declaration; its edit waits for the person, who keeps the paid one', {
    timeout: 120_000,
  }, async ({ web, runtime }) => {
    // Prepare: the declaration open in a tab; then paid and its PDF released elsewhere (another device)
    const identity = { email: 'aba-velha@example.com', name: 'Aba Velha' };
    const page = await web.newPage({ signedInAs: identity });
    const token = await runtime.login(identity);
    const { id } = await created(runtime, '/declaracao-save', {
      token,
      body: { form: declaracaoResidenciaExemplo },
    });
    await page.goto(`/DeclaracaoResidencia?id=${id}`);
    await page.locator('#decl-dep_nome').waitFor();
    await pay(runtime, id as string, { token });
    expect((await runtime.api(`/declaracao-pdf?reference=${id}`, { token })).status).toBe(200);

    // Act: the old tab edits a field; then the person cancels
    const refused = apiResponse(page, 'declaracao-save', (b) => b.ok === false);
    await page.locator('#decl-dep_nome').fill('Joana Aba Velha');
    const refusal = await refused;
    const question = indicator(page).getByText(PAID_EDIT);
    await question.waitFor();
    await indicator(page).getByRole('button', { name: 'Cancelar' }).click();
    await question.waitFor({ state: 'detached' });
    const stored = await runtime.api(`/declaracao-get?id=${id}`, { token });

    // Assess
    expect(refusal.status()).toBe(409);
    expect(await page.locator('#decl-dep_nome').inputValue()).toBe(declaracaoResidenciaExemplo.dep_nome);
    expect(stored.body.data).toMatchObject({ paid: true, needs_repayment: false });
    expect(stored.body.data.form.dep_nome).toBe(declaracaoResidenciaExemplo.dep_nome);
  });
});

describe('travel authorizations: an old tab after the payment', () => {
  test('un-pays only once the person answers "Alterar e pagar de novo"', async ({ web, runtime }) => {
    // Prepare
    const identity = { email: 'viagem-aba@example.com', name: 'Viagem Aba' };
    const page = await web.newPage({ signedInAs: identity });
    const token = await runtime.login(identity);
    const { id } = await created(runtime, '/autorizacao-viagem-save', {
      token,
      body: { form: autorizacaoNacionalExemplo },
    });
    await page.goto(`/AutorizacaoViagemMenor?id=${id}`);
    await page.locator('#aut-menor_nome').waitFor();
    await pay(runtime, id as string, { token });
    const pdf = await fetch(`${runtime.url}/backend/api/autorizacao-viagem-get?reference=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);

    // Act
    await page.locator('#aut-menor_nome').fill('Lucas Andrade Pereira Filho');
    await indicator(page).getByText(PAID_EDIT).waitFor();
    const before = await runtime.api(`/autorizacao-viagem-load?id=${id}`, { token });
    const saved = apiResponse(page, 'autorizacao-viagem-save', (b) => b.ok === true);
    await indicator(page).getByRole('button', { name: 'Alterar e pagar de novo' }).click();
    expect((await saved).status()).toBe(200);
    const after = await runtime.api(`/autorizacao-viagem-load?id=${id}`, { token });

    // Assess
    expect(before.body.data).toMatchObject({ paid: true });
    expect(after.body.data).toMatchObject({ paid: false, needs_repayment: true });
    expect(after.body.data.form.menor_nome).toBe('Lucas Andrade Pereira Filho');
  });
});

describe('contracts: a visitor’s vehicle contract', () => {
  test('keeps every edit across reloads, before and after its PIX, saved with its access key', {
    timeout: 180_000,
  }, async ({ web, runtime }) => {
    // Prepare
    const page = await web.newPage();
    await page.goto('/ContratoCompraVeiculo');
    const vendedor = page.locator('#cv-vendedor_nome');

    // Act 1: typed before any PIX, then reloaded
    await vendedor.fill('Carlos Antes do Pix');
    await page.reload();
    await indicator(page).getByText(RECOVERED).waitFor();
    const beforePix = await vendedor.inputValue();

    // Act 2: the contract made and its PIX issued (as "Gerar PIX" does), its key kept by this browser
    const made = await created(runtime, '/contrato-save', {
      body: { kind: 'contrato_compra_veiculo', data: contratoVeiculoExemplo },
    });
    const reference = made.id as string;
    const withKey = { headers: { [ACCESS_KEY_HEADER]: made.access_key as string } };
    const pix = await runtime.api('/mp-pay', {
      ...withKey,
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'visitante@example.com' },
    });
    expect(pix.status).toBe(200);
    await setLocalStorageItem(page, 'document_keys', JSON.stringify({ [reference]: made.access_key }));
    await page.goto(`/ContratoCompraVeiculo?reference=${reference}`);
    await vendedor.waitFor();
    const autosaved = saveCarrying(page, 'contrato-update', 'Fernanda Depois do Pix');
    await page.locator('#cv-comprador_nome').fill('Fernanda Depois do Pix');
    expect((await autosaved).status()).toBe(200);
    await vendedor.fill('Carlos Sem Salvar');
    await page.reload();
    // Saved as the page left, or kept in this browser and restored: either way it is there.
    await waitForValue(page, '#cv-vendedor_nome', 'Carlos Sem Salvar');

    // Assess
    const stored = await runtime.api(`/contrato-get?id=${reference}`, withKey);
    expect(beforePix).toBe('Carlos Antes do Pix');
    expect(stored.body.data.form.comprador_nome).toBe('Fernanda Depois do Pix');
    expect(await page.locator('#cv-comprador_nome').inputValue()).toBe('Fernanda Depois do Pix');
    expect(await vendedor.inputValue()).toBe('Carlos Sem Salvar');
  });
});

describe('contracts: a rental contract’s tab that missed the payment', () => {
  test('sends its edit again on the paid version and asks "Alterar um documento já pago?", no conflict shown', {
    timeout: 120_000,
  }, async ({ web, runtime }) => {
    // Prepare: the contract open in a tab, whose property moved to another city (the forum follows it in the
    // save, not in the page's form); then paid elsewhere
    const identity = { email: 'locacao-aba@example.com', name: 'Locação Aba' };
    const page = await web.newPage({ signedInAs: identity });
    await stubCepServices(page.context(), CEPS);
    const token = await runtime.login(identity);
    const { id } = await created(runtime, '/contrato-save', {
      token,
      body: {
        form: {
          ...contratoLocacaoExemplo,
          imovel_cep: '',
          imovel_endereco_estado: 'SP',
          imovel_endereco_cidade: 'Campinas',
          cidade_foro: 'Campinas',
          estado_foro: 'SP',
        },
      },
    });
    await page.goto(`/ContratoLocacao?reference=${id}`);
    await page.locator('#ctr-locador_nome').waitFor();
    // The CEP's lookup fills the property's street, state and city (answered in the browser).
    const lookup = page.waitForResponse((r) => r.url().includes('/ws/04538132/json'), { timeout: 60_000 });
    // Loaded as stored (its city's list read on demand) before the CEP is typed.
    await waitForValue(page, '#ctr-imovel-cidade', 'Campinas');
    await page.locator('#ctr-imovel_cep').fill('04538-132', { timeout: 60_000 });
    await lookup;
    const storedForm = async () => (await runtime.api(`/contrato-get?id=${id}`, { token })).body.data.form;
    await expect
      .poll(storedForm, { timeout: 30_000 })
      .toMatchObject({ imovel_endereco_rua: 'Rua Joaquim Floriano', cidade_foro: 'São Paulo' });
    await page.waitForLoadState('networkidle');
    await pay(runtime, id as string, { token });

    // Act
    const stale = apiResponse(page, 'contrato-save', (b) => errorCode(b) === 'stale_version');
    const unconfirmed = apiResponse(page, 'contrato-save', (b) => errorCode(b) === 'repayment_unconfirmed');
    await page.locator('#ctr-locador_nome').fill('Roberto Aba Antiga');
    const refusals = [await stale, await unconfirmed];
    const question = indicator(page).getByText(PAID_EDIT);
    await question.waitFor();
    const conflictShown = await page.getByText(STALE).count();
    await indicator(page).getByRole('button', { name: 'Cancelar' }).click();
    await question.waitFor({ state: 'detached' });
    const stored = await runtime.api(`/contrato-get?id=${id}`, { token });

    // Assess
    expect(refusals.map((r) => r.status())).toEqual([409, 409]);
    expect(conflictShown).toBe(0);
    expect(stored.body.data).toMatchObject({ paid: true, needs_repayment: false });
    expect(stored.body.data.form).toMatchObject({
      locador_nome: contratoLocacaoExemplo.locador_nome,
      cidade_foro: 'São Paulo',
    });
    expect(await page.locator('#ctr-locador_nome').inputValue()).toBe(contratoLocacaoExemplo.locador_nome);
  });
});

// The kinds a visitor makes on the editor shell, saved by `declaracao-save` with their access key once created.
const VISITOR_DECLARATIONS: ReadonlyArray<{
  kind: string;
  path: string;
  form: Record<string, unknown>;
  fields: readonly [string, string];
  names: readonly [string, string];
}> = [
  {
    kind: 'procuracao_veiculo',
    path: '/ProcuracaoVeiculo',
    form: procuracaoVeiculoExemplo,
    fields: ['#proc-nome_completo_dono', '#proc-nome_completo_procurador'],
    names: ['nome_completo_dono', 'nome_completo_procurador'],
  },
  {
    kind: 'recibo_pagamento',
    path: '/ReciboPagamento',
    form: reciboPagamentoExemplo,
    fields: ['#rpg-pagador_nome', '#rpg-recebedor_nome'],
    names: ['pagador_nome', 'recebedor_nome'],
  },
];

describe.each(VISITOR_DECLARATIONS)('declarations: a visitor’s $kind', (c) => {
  test('keeps every edit across reloads, before and after its PIX, saved with its access key', {
    timeout: 180_000,
  }, async ({ web, runtime }) => {
    // Prepare
    const page = await web.newPage();
    await page.goto(c.path);
    const first = page.locator(c.fields[0]);
    const second = page.locator(c.fields[1]);

    // Act 1: typed before any PIX, then reloaded (a loaded machine may take a while to open the editor)
    await first.fill('Nome Antes do Pix', { timeout: 60_000 });
    await page.reload();
    await indicator(page).getByText(RECOVERED).waitFor();
    const beforePix = await first.inputValue();

    // Act 2: the document made and its PIX issued (as "Gerar PIX" does), its key kept by this browser
    const made = await created(runtime, '/declaracao-save', { body: { product: c.kind, form: c.form } });
    const id = made.id as string;
    const withKey = { headers: { [ACCESS_KEY_HEADER]: made.access_key as string } };
    const pix = await runtime.api('/mp-pay', {
      ...withKey,
      body: { terms_version: TERMS_VERSION, reference: id, method: 'pix', email: 'visitante@example.com' },
    });
    expect(pix.status, JSON.stringify(pix.body)).toBe(200);
    await setLocalStorageItem(page, 'document_keys', JSON.stringify({ [id]: made.access_key }));
    await page.goto(`${c.path}?id=${id}`);
    await waitForValue(page, c.fields[0], String(c.form[c.names[0]]));
    const autosaved = saveCarrying(page, 'declaracao-save', 'Nome Depois do Pix');
    await second.fill('Nome Depois do Pix');
    expect((await autosaved).status()).toBe(200);
    await first.fill('Nome Sem Salvar');
    await page.reload();
    // Saved as the page left, or kept in this browser and restored: either way it is there.
    await waitForValue(page, c.fields[0], 'Nome Sem Salvar');

    // Assess
    const stored = await runtime.api(`/declaracao-get?id=${id}`, withKey);
    expect(beforePix).toBe('Nome Antes do Pix');
    expect(stored.body.data.form[c.names[1]]).toBe('Nome Depois do Pix');
    expect(await second.inputValue()).toBe('Nome Depois do Pix');
    expect(await first.inputValue()).toBe('Nome Sem Salvar');
  });
});

describe('promissory notes: one batch in two tabs', () => {
  test('the conflicting tab keeps its unsaved edit through a reload, and both fields are saved', async ({
    web,
    runtime,
  }) => {
    // Prepare: one batch open in two tabs of one browser
    const identity = { email: 'duas-abas-notas@example.com', name: 'Duas Abas' };
    const first = await web.newPage({ signedInAs: identity });
    const token = await runtime.login(identity);
    const { id } = await created(runtime, '/promissoria-save', { token, body: { form: promissoriaExemplo } });
    await first.goto(`/CriarPromissoria?lote=${id}`);
    await first.locator('#prom-emitente_nome').waitFor();
    const second = await secondTab(first);
    await second.goto(`/CriarPromissoria?lote=${id}`);
    await second.locator('#prom-beneficiario_nome').waitFor();

    // Act: the first tab saves; the second, behind, is told; then it is reloaded
    const firstSaved = apiResponse(first, 'promissoria-save', (b) => b.ok === true);
    await first.locator('#prom-emitente_nome').fill('Ana Primeira Aba');
    expect((await firstSaved).status()).toBe(200);
    await second.locator('#prom-beneficiario_nome').fill('Loja Segunda Aba Ltda.');
    await indicator(second).getByText(STALE).waitFor();
    const resaved = apiResponse(second, 'promissoria-save', (b) => b.ok === true);
    await second.reload();
    await indicator(second).getByText(RECOVERED).waitFor();
    expect((await resaved).status()).toBe(200);
    const stored = await runtime.api(`/promissoria-lote?id=${id}`, { token });

    // Assess
    expect(await second.locator('#prom-beneficiario_nome').inputValue()).toBe('Loja Segunda Aba Ltda.');
    expect(await second.locator('#prom-emitente_nome').inputValue()).toBe('Ana Primeira Aba');
    expect(stored.body.data.form).toMatchObject({
      emitente_nome: 'Ana Primeira Aba',
      beneficiario_nome: 'Loja Segunda Aba Ltda.',
    });
  });
});

describe('promissory notes: a tab the browser duplicated', () => {
  test('takes a draft key of its own, while the tab it came from keeps its own', async ({ web, runtime }) => {
    // Prepare
    const identity = { email: 'aba-copiada@example.com', name: 'Aba Copiada' };
    const first = await web.newPage({ signedInAs: identity });
    const token = await runtime.login(identity);
    const { id } = await created(runtime, '/promissoria-save', { token, body: { form: promissoriaExemplo } });
    await first.goto(`/CriarPromissoria?lote=${id}`);
    await first.locator('#prom-emitente_nome').waitFor();
    const original = await sessionStorageItem(first, 'autosave-tab-id');

    // Act: opened by the page itself, the new tab starts with a copy of its sessionStorage (as a duplicate does)
    const copy = await openFromPage(first, `/CriarPromissoria?lote=${id}`);
    await copy.locator('#prom-emitente_nome').waitFor();
    await waitForSessionItemOtherThan(copy, 'autosave-tab-id', original);

    // Assess
    expect(original).not.toBeNull();
    expect(await sessionStorageItem(first, 'autosave-tab-id')).toBe(original);
    expect(await sessionStorageItem(copy, 'autosave-tab-id')).not.toBe(original);
  });
});

describe('resumes: one resume on two devices', () => {
  test('the later device is told and keeps its own field over the newer version', {
    timeout: 120_000,
  }, async ({ web, runtime }) => {
    // Prepare
    const identity = { email: 'duas-abas-cv@example.com', name: 'Duas Abas CV' };
    const first = await web.newPage({ signedInAs: identity });
    const token = await runtime.login(identity);
    const { id } = await created(runtime, '/curriculo-save', {
      token,
      body: { data: { ...curriculoExemplo, email: identity.email }, terms_accepted: true },
    });
    await first.goto(`/CriarCurriculo?id=${id}`);
    await first.locator('#cv-cargo-desejado').waitFor();
    // Another device (the resume page keeps one editing tab per browser).
    const second = await web.newPage({ signedInAs: identity });
    await second.goto(`/CriarCurriculo?id=${id}`);
    await second.locator('#cv-nome').waitFor();

    // Act
    const firstSaved = apiResponse(first, 'curriculo-save', (b) => b.ok === true);
    await first.locator('#cv-cargo-desejado').fill('Analista de Dados');
    expect((await firstSaved).status()).toBe(200);
    await second.locator('#cv-nome').fill('Maria Segunda Aba');
    await indicator(second).getByText(STALE).waitFor();
    const kept = apiResponse(second, 'curriculo-save', (b) => b.ok === true);
    await indicator(second).getByRole('button', { name: 'Manter a minha versão' }).click();
    expect((await kept).status()).toBe(200);
    const stored = await runtime.api(`/curriculo-get?id=${id}`, { token });

    // Assess
    expect(stored.body.data.data).toMatchObject({
      cargo_desejado: 'Analista de Dados',
      nome: 'Maria Segunda Aba',
    });
    expect(await second.locator('#cv-cargo-desejado').inputValue()).toBe('Analista de Dados');
  });
});

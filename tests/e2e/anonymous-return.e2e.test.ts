// Anonymous buyers on a shared computer and on their way back (issue 40 item 3, issue 41 item 4), on the vehicle
// sale contract made without a sign-in (created over the API, its key put in the browser as the page would):
// a pending PIX survives a reload; once paid, the access link e-mailed to the payer (local outbox) opens the
// contract in another browser; the next person to sign in on this browser is asked before anything becomes
// theirs, and "Sair" leaves no key behind.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { acceptTermsInDialog, apiResponse } from './support/declaracao';
import { signInWithForm, test } from './support/fixture';
import type { E2eRuntime } from './support/runtime';

const KIND = 'contrato_compra_veiculo';

async function anonymousContract(runtime: E2eRuntime): Promise<{ reference: string; key: string }> {
  const saved = await runtime.api('/contrato-save', { body: { kind: KIND, data: contratoVeiculoExemplo } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { reference: saved.body.reference as string, key: saved.body.access_key as string };
}

/** This browser made the contract: its key kept as the page keeps it (lib/document-keys). */
async function holdKey(page: Page, reference: string, key: string): Promise<void> {
  await page.goto('/');
  const entry = JSON.stringify({ [reference]: { key, kind: KIND, at: Date.now() } });
  await page.evaluate(`localStorage.setItem('document_keys', ${JSON.stringify(entry)})`);
}

const heldKeys = (page: Page) => page.evaluate<string | null>("localStorage.getItem('document_keys')");

async function openContract(page: Page, reference: string): Promise<void> {
  await page.goto(`/ContratoCompraVeiculo?reference=${reference}`);
  await page.locator('#cv-vendedor_nome').waitFor();
}

describe('an anonymous vehicle contract', () => {
  test('keeps its pending PIX over a reload, then its e-mailed link opens it in another browser', {
    timeout: 120_000,
  }, async ({ web, runtime }) => {
    // Prepare
    const { reference, key } = await anonymousContract(runtime);
    const page = await web.newPage();
    await holdKey(page, reference, key);
    await openContract(page, reference);
    await page.getByLabel('E-mail para o comprovante').fill('comprador@example.com');
    await acceptTermsInDialog(page);
    const paid = apiResponse(page, 'mp-pay');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    expect((await paid).status()).toBe(200);
    const code = await page.getByLabel('PIX copia e cola').inputValue();

    // Act: reload
    const resumed = apiResponse(page, 'mp-status');
    await page.reload();
    await resumed;
    const codeAfterReload = await page.getByLabel('PIX copia e cola').inputValue();
    const offersNewPix = await page.getByRole('button', { name: 'Gerar PIX' }).count();

    // Assess
    expect(code).toMatch(/^000201/);
    expect(codeAfterReload).toBe(code);
    expect(offersNewPix).toBe(0);
    await expect.poll(() => page.getByRole('img', { name: 'QR Code do PIX' }).count()).toBe(1);

    // Act: pay, then ask for the link by e-mail
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    const back = page.getByRole('region', { name: 'Como voltar a este documento' });
    await back.waitFor();
    const sent = apiResponse(page, 'document-link-email');
    await back.getByRole('button', { name: 'Enviar link para meu e-mail' }).click();
    expect((await sent).status()).toBe(200);
    await back.getByText('Enviado para c***@example.com.').waitFor();
    const outbox = (await (await fetch(`${runtime.url}/__mail/messages.json`)).json()) as {
      messages: Array<{ to: string; text: string }>;
    };
    const link = /https?:\/\/\S+/.exec(outbox.messages[0]!.text)![0];
    const elsewhere = await web.newPage();
    await elsewhere.goto(link);
    await elsewhere.waitForURL((url) => url.pathname === '/ContratoCompraVeiculo');
    await elsewhere.locator('#cv-vendedor_nome').waitFor();

    // Assess
    expect(outbox.messages[0]!.to).toBe('comprador@example.com');
    expect(new URL(elsewhere.url()).search).toBe(`?reference=${reference}`);
    expect(new URL(elsewhere.url()).hash).toBe('');
    await expect.poll(() => elsewhere.locator('#cv-vendedor_nome').inputValue()).not.toBe('');
    await elsewhere.getByRole('button', { name: 'Gerar PDF', disabled: false }).waitFor();
    expect(await heldKeys(elsewhere)).toContain(reference);
  });

  test('is offered, not taken, at the next sign-in here, and "Sair" forgets its key', async ({
    web,
    runtime,
  }) => {
    // Prepare: an earlier visitor's contract on this browser
    // The day the test began: a run across midnight may save on one day and read on the next.
    const startedOn = new Date().toLocaleDateString('pt-BR');
    const { reference, key } = await anonymousContract(runtime);
    const page = await web.newPage();
    await holdKey(page, reference, key);

    // Act: the next person signs in and says "Agora não"
    await page.goto('/Login?redirect=%2FMeusContratos');
    await signInWithForm(page, { email: 'proximo@example.com', name: 'Próximo', admin: false });
    const prompt = page.getByRole('alertdialog', { name: 'Documentos deste navegador' });
    await prompt.waitFor();
    const question = await prompt.locator('p').first().textContent();
    const listed = await prompt.getByRole('listitem').allTextContents();
    await prompt.getByRole('button', { name: 'Agora não' }).click();
    await prompt.waitFor({ state: 'detached' });
    const stillAnonymous = await runtime.api(`/contrato-get?id=${reference}`, {
      headers: { 'x-document-key': key },
    });
    const keptUntilSair = await heldKeys(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sair' }).click()]);

    // Assess
    expect(question).toBe('Encontramos 1 documento feito neste navegador sem login. Adicionar à sua conta?');
    expect(listed).toHaveLength(1);
    expect(
      [startedOn, new Date().toLocaleDateString('pt-BR')].map(
        (day) => `Contrato de compra e venda de veículo, feito em ${day}`,
      ),
    ).toContain(listed[0]);
    expect(stillAnonymous.status).toBe(200);
    expect(keptUntilSair).toContain(reference);
    expect(await heldKeys(page)).toBeNull();
  });
});

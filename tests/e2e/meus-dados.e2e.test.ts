// Meus Dados in Chromium (issue 23): a signed-in person with a saved declaration opens /MeusDados from the
// account box, reads what is kept and why, downloads their data (a ZIP holding the declaration), deletes the
// account by typing the confirmation word in the dialog, is signed out and sees the confirmation; a new sign-in
// finds the lists empty. axe checks every page (the fixture) and the page with the dialog open.
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { describe, expect } from 'vitest';
import { saveDeclaracao } from '../support/declaracoes';
import { accessibilityViolations, test } from './support/fixture';

const PERSON = { email: 'titular.lgpd@example.com', name: 'Titular LGPD' };

describe('Meus Dados', () => {
  test('downloads the data, then deletes the account after the typed confirmation', {
    timeout: 120_000,
  }, async ({ web, runtime }) => {
    // Prepare
    const token = await runtime.login(PERSON);
    const reference = await saveDeclaracao(runtime, token, { titular_nome: 'Titular LGPD' });
    const page = await web.newPage({ signedInAs: PERSON });
    await page.goto('/MinhasDeclaracoes');
    await page.locator(`tr[data-id="${reference}"]`).waitFor();

    // Act: the account box's link, the export
    await page.getByRole('link', { name: 'Meus dados' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Meus dados' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
    const data = JSON.parse(new TextDecoder().decode(zip['meus-dados.json']));
    await page.getByText('Pronto: o download do arquivo começou.').waitFor();

    // Assess: the text and the export
    await page.getByText('LGPD, art. 7º, V', { exact: false }).waitFor();
    await page.getByText('180 dias depois da última alteração', { exact: false }).waitFor();
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(data.documentos.map((doc: { id: string }) => doc.id)).toEqual([reference]);

    // Act: the deletion, confirmed by typing the word
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Excluir minha conta' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Excluir minha conta' });
    const disabledBeforeTyping = await confirm.isDisabled();
    const dialogViolations = await accessibilityViolations(page);
    await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('excluir');
    await confirm.click();

    // Assess: signed out, the confirmation
    await page.getByRole('heading', { name: 'Sua conta foi excluída' }).waitFor();
    expect(disabledBeforeTyping).toBe(true);
    expect(dialogViolations).toEqual([]);
    expect(await page.getByText('documento excluído pelo titular', { exact: false }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Meus dados' }).count()).toBe(0);

    // Act: a new sign-in
    const again = await web.newPage({ signedInAs: PERSON });
    await again.goto('/MinhasDeclaracoes');

    // Assess: nothing is left
    await again.getByText('Nenhuma declaração', { exact: false }).first().waitFor();
    expect(await again.locator(`tr[data-id="${reference}"]`).count()).toBe(0);
    expect((await runtime.api(`/declaracao-get?id=${reference}`, { token })).status).toBe(404);
  });
});

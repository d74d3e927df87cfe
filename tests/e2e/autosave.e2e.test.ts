// The autosave loses nothing (issue 14 item 3), tried on the residence declaration as a person would: the
// network lost while typing and back, a reload 300 ms after typing (inside the autosave's wait), and one
// declaration edited in two windows.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiResponse } from './support/declaracao';
import { referenceInUrl } from './support/declaracao-page';
import { test } from './support/fixture';
import { localStorageKeys } from './support/in-page';

const IDENTITY = { email: 'autosave@example.com', name: 'Autosave' };
const STALE = 'Este documento foi alterado em outra janela';

const titularNome = (page: Page) => page.locator('#decl-titular_nome');
const depNome = (page: Page) => page.locator('#decl-dep_nome');
const savedStatus = (page: Page) => page.locator('.draft-bar-status', { hasText: /^Rascunho salvo às/ });
const indicator = (page: Page) => page.locator('.autosave-indicator');

/** A new declaration typed and autosaved: answers its reference (now in the URL). */
async function savedDeclaration(page: Page, nome: string): Promise<string> {
  await page.goto('/CriarDeclaracaoResidencia');
  await titularNome(page).fill(nome);
  const reference = await referenceInUrl(page);
  await savedStatus(page).waitFor();
  return reference;
}

/** The keys of unsaved edits this browser keeps for the declaration (one per tab). */
async function keptInBrowser(page: Page, reference: string): Promise<string[]> {
  const keys = await localStorageKeys(page);
  return keys.filter((key) => key.startsWith('autosave:') && key.includes(`:${reference}:`));
}

/** Whether the element is inside the visible part of the window (where the person is looking). */
async function inViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width
  );
}

describe('a save that fails', () => {
  test('offline: said where the person looks, retried by itself, saved once the network is back', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: IDENTITY });
    const reference = await savedDeclaration(page, 'Maria Offline');
    await page.context().setOffline(true);

    // Act: typed offline, far down the page
    await depNome(page).fill('Joana Offline');
    await page.locator('#decl-data_ano').scrollIntoViewIfNeeded();
    const failure = indicator(page).getByText('Falha ao auto-salvar');
    await failure.waitFor();
    const failureShown = await inViewport(page, failure);
    const retrying = await indicator(page).getByText('Tentando salvar de novo automaticamente.').isVisible();
    const saved = apiResponse(page, 'declaracao-save');
    await page.context().setOffline(false);
    const answer = await saved;
    await failure.waitFor({ state: 'detached' });
    await savedStatus(page).waitFor();

    // Assess: saved on the server (a fresh page shows it, with nothing kept in the browser to restore)
    await page.reload();
    await depNome(page).waitFor();
    expect(failureShown).toBe(true);
    expect(retrying).toBe(true);
    expect(answer.status()).toBe(200);
    expect(await depNome(page).inputValue()).toBe('Joana Offline');
    expect(await keptInBrowser(page, reference)).toEqual([]);
    expect(await indicator(page).getByText('Recuperamos').count()).toBe(0);
  });
});

describe('leaving the page right after typing', () => {
  test('asks first; a reload 300 ms after typing restores the edit with a notice and saves it', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: IDENTITY });
    const reference = await savedDeclaration(page, 'Maria Recarga');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => dialogs.push(dialog.type()));

    // Act: typed, and the page reloaded before the autosave's wait (900 ms) is over
    await depNome(page).pressSequentially('Joana Recarga');
    // The moment the issue names: 300 ms after the last key, well inside the 900 ms wait (no event to await).
    await page.waitForTimeout(300);
    const keptBeforeReload = await keptInBrowser(page, reference);
    await page.reload();
    await depNome(page).waitFor();
    const restoredSave = apiResponse(page, 'declaracao-save');

    // Assess
    expect(keptBeforeReload).toHaveLength(1);
    expect(dialogs).toEqual(['beforeunload']);
    await indicator(page).getByText('Recuperamos alterações que ainda não tinham sido salvas.').waitFor();
    expect(await depNome(page).inputValue()).toBe('Joana Recarga');
    expect(await titularNome(page).inputValue()).toBe('Maria Recarga');
    expect((await restoredSave).status()).toBe(200);
    await savedStatus(page).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBe(reference);
    expect(await keptInBrowser(page, reference)).toEqual([]);
    await indicator(page).getByRole('button', { name: 'Entendi' }).click();
    await indicator(page).getByText('Recuperamos').waitFor({ state: 'detached' });
  });
});

describe('one declaration in two windows', () => {
  test('the older window is told, keeps its own over the newer version, or loads the newer one', async ({
    web,
  }) => {
    // Prepare: both windows open the same saved declaration
    const first = await web.newPage({ signedInAs: IDENTITY });
    const reference = await savedDeclaration(first, 'Maria Janela');
    const second = await web.newPage({ signedInAs: IDENTITY });
    await second.goto(`/DeclaracaoResidencia?id=${reference}`);
    await titularNome(second).waitFor();
    expect(await titularNome(second).inputValue()).toBe('Maria Janela');

    // Act 1: the first window saves a change; the second, still on the old version, saves another field
    await titularNome(first).fill('Maria Primeira');
    expect((await apiResponse(first, 'declaracao-save')).status()).toBe(200);
    const refused = apiResponse(second, 'declaracao-save');
    await depNome(second).fill('Joana Segunda');
    const refusal = await refused;
    const told = indicator(second).getByText(STALE);
    await told.waitFor();

    // Act 2: the second window keeps its own, saved on the newer version
    const kept = apiResponse(second, 'declaracao-save');
    await indicator(second).getByRole('button', { name: 'Manter a minha versão' }).click();
    expect((await kept).status()).toBe(200);
    await told.waitFor({ state: 'detached' });

    // Act 3: the first window, now behind, edits again and loads the newer version instead
    const refusedAgain = apiResponse(first, 'declaracao-save');
    await titularNome(first).fill('Maria Descartada');
    expect((await refusedAgain).status()).toBe(409);
    await indicator(first).getByRole('button', { name: 'Carregar a versão mais recente' }).click();
    await indicator(first).getByText(STALE).waitFor({ state: 'detached' });

    // Assess: nothing was overwritten silently; both windows show both changes
    expect(refusal.status()).toBe(409);
    expect(await titularNome(second).inputValue()).toBe('Maria Primeira');
    expect(await depNome(second).inputValue()).toBe('Joana Segunda');
    expect(await titularNome(first).inputValue()).toBe('Maria Primeira');
    expect(await depNome(first).inputValue()).toBe('Joana Segunda');
    await second.reload();
    await depNome(second).waitFor();
    expect(await titularNome(second).inputValue()).toBe('Maria Primeira');
    expect(await depNome(second).inputValue()).toBe('Joana Segunda');
  });
});

// "Visualizar" in Meu Currículo, followed with a mouse and with the keyboard: the page has pdf.js draw its
// warm-up PDF on idle time, and the preview is asked for once, as the link is followed (with a mouse, at the
// press), and the editor shows that answer.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createCurriculo } from '../support/curriculos';
import { resumeCard } from './support/curriculo';
import { test } from './support/fixture';

/** The pathname of the page each `curriculo-preview` request went out from, in order. */
function previewRequests(page: Page): string[] {
  const from: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/backend/api/curriculo-preview')
      from.push(new URL(page.url()).pathname);
  });
  return from;
}

const firstPage = (page: Page) => page.locator('.cv-preview-stage .pdf-page canvas').first();

describe('following "Visualizar" to a resume’s preview', () => {
  test('with a mouse, the preview is asked for at the press, once, and drawn', async ({ web, runtime }) => {
    // Prepare: the list, and pdf.js warmed on idle time
    const rui = { email: 'rui.visualiza@example.com', name: 'Rui Visualiza' };
    const { id } = await createCurriculo(runtime, await runtime.login(rui));
    const page = await web.newPage({ signedInAs: rui });
    const warmUp = page.waitForResponse((r) => /\/assets\/warm-up-[\w-]+\.pdf$/.test(r.url()));
    await page.goto('/MeuCurriculo');
    expect((await warmUp).status()).toBe(200);
    const link = resumeCard(page, id).getByRole('link', { name: /^Visualizar / });
    await link.hover();
    const from = previewRequests(page);

    // Act: the press alone, then the release
    const asked = page.waitForRequest((r) => r.url().endsWith('/curriculo-preview'));
    await page.mouse.down();
    await asked;
    await page.mouse.up();
    await firstPage(page).waitFor();

    // Assess
    expect(from).toEqual(['/MeuCurriculo']);
    expect(new URL(page.url()).searchParams.get('etapa')).toBe('previa');
  });

  test('with the keyboard, the preview is asked for once and drawn', async ({ web, runtime }) => {
    // Prepare
    const ana = { email: 'ana.teclado@example.com', name: 'Ana Teclado' };
    const { id } = await createCurriculo(runtime, await runtime.login(ana));
    const page = await web.newPage({ signedInAs: ana });
    await page.goto('/MeuCurriculo');
    await resumeCard(page, id)
      .getByRole('link', { name: /^Visualizar / })
      .focus();
    const from = previewRequests(page);

    // Act
    await page.keyboard.press('Enter');
    await firstPage(page).waitFor();

    // Assess
    expect(from).toHaveLength(1);
  });
});

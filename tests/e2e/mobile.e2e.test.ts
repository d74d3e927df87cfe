// The phone layout at 390×844 (spec part 1 §2.1): the hamburger menu with the same entries as the top bar,
// greyed "(login)" entries while signed out, "Entrar" beside the menu button, navigation that closes it, no
// sideways scrolling (down to 320 px), and toasts that neither pile up nor cover the form's buttons (issue 41).
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { screenshot } from './support/browser';
import { DESKTOP, MOBILE, test, waitForPath } from './support/fixture';
import {
  atTheBottom,
  framesDrawn,
  hasFocus,
  horizontalOverflow,
  insideLinkOrButton,
  menuGroups,
} from './support/in-page';
import { isLoginEntry, MENU_GROUPS } from './support/menu';

function mobileMenu(page: Page) {
  return {
    open: page.getByRole('button', { name: 'Abrir menu' }),
    close: page.getByRole('button', { name: 'Fechar menu' }),
    panel: page.getByRole('navigation', { name: 'Menu principal' }),
  };
}

describe('mobile layout (390×844)', () => {
  test('shows the hamburger and "Entrar" instead of the desktop bar, with nothing wider than the screen', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage({ viewport: MOBILE });
    const menu = mobileMenu(page);

    // Act
    await page.goto('/');
    await menu.open.waitFor();
    await page.getByText('Preços a partir de').waitFor();

    // Assess
    expect(await page.getByRole('button', { name: 'Documentos e Serviços' }).count()).toBe(0);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).isVisible()).toBe(true);
    expect(await menu.panel.count()).toBe(0);
    expect(await menu.open.getAttribute('aria-expanded')).toBe('false');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'home-mobile');
  });

  test('at 320 px the brand, "Entrar" and the menu button fit, and "Entrar" leads to Login', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto('/DeclaracaoResidencia');
    const entrar = page.getByRole('banner').getByRole('link', { name: 'Entrar' });
    await entrar.waitFor();

    // Act
    const overflow = await horizontalOverflow(page);
    await entrar.click();

    // Assess
    expect(overflow).toBe(0);
    await waitForPath(page, '/Login?redirect=%2FDeclaracaoResidencia');
  });

  test.for(['/Login', '/TermoResponsabilidade', '/ContratoLocacao'])(
    '%s fits the screen width',
    async (path, { web }) => {
      // Prepare
      const page = await web.newPage({ viewport: MOBILE });

      // Act
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();

      // Assess
      expect(await horizontalOverflow(page)).toBe(0);
    },
  );

  test('the menu opens with every entry, greyed "(login)" entries and "Entrar"', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ viewport: MOBILE });
    const menu = mobileMenu(page);
    await page.goto('/');

    // Act
    await menu.open.click();

    // Assess
    await menu.panel.waitFor();
    expect(await menu.close.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.panel.getByRole('link', { name: 'Início' }).isVisible()).toBe(true);
    expect(await menuGroups(menu.panel)).toEqual(
      MENU_GROUPS.map(([title, entries]) => [title, [...entries]]),
    );
    for (const [, entries] of MENU_GROUPS) {
      for (const label of entries) {
        const entry = menu.panel.getByText(label, { exact: true });
        expect(await entry.isVisible(), label).toBe(true);
        expect(await insideLinkOrButton(entry), label).toBe(!isLoginEntry(label));
      }
    }
    expect(await menu.panel.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    // The menu keeps its own "Entrar" at its end, as the top bar's entries are all in it.
    const menuEntrar = page.locator('.mobile-menu-panel').getByRole('link', { name: 'Entrar' });
    expect(await menuEntrar.isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'mobile-menu-open', { fullPage: false });
  });

  test('an entry opens its page and closes the menu', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ viewport: MOBILE });
    const menu = mobileMenu(page);
    await page.goto('/');
    await menu.open.click();

    // Act
    await menu.panel.getByRole('link', { name: 'Procuração de Veículo' }).click();

    // Assess
    await waitForPath(page, '/ProcuracaoVeiculo');
    await page.getByRole('heading', { level: 1, name: 'Procuração de Veículo' }).waitFor();
    await menu.panel.waitFor({ state: 'detached' });
    expect(await menu.open.getAttribute('aria-expanded')).toBe('false');
  });

  test('a greyed entry does not open; Esc closes the menu and focus returns to the button', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage({ viewport: MOBILE });
    const menu = mobileMenu(page);
    await page.goto('/');
    await menu.open.click();

    // Act
    await menu.panel.getByText('Meus Contratos (login)').click();
    await page.keyboard.press('Escape');

    // Assess
    await menu.panel.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(menu.open)).toBe(true);
    // A real entry opened afterwards shows whether the greyed one had started a navigation of its own.
    await menu.open.click();
    await menu.panel.getByRole('link', { name: 'Compra e Venda de Veículo' }).click();
    await waitForPath(page, '/ContratoCompraVeiculo');
    await page.goBack();
    await waitForPath(page, '/');
    await page.getByText('Preços a partir de').waitFor();
  });

  test('signed in as an admin, the menu shows Admin and the account with "Sair"', async ({ web }) => {
    // Prepare
    const page = await web.newPage({
      viewport: MOBILE,
      signedInAs: { email: 'ana.admin@example.com', name: 'Ana Administradora', admin: true },
    });
    const menu = mobileMenu(page);
    await page.goto('/');

    // Act
    await menu.open.click();

    // Assess
    await menu.panel.waitFor();
    await page.getByText('ana.admin@example.com').waitFor();
    expect(await page.getByRole('button', { name: 'Sair' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Entrar' }).count()).toBe(0);
    expect(await menu.panel.getByText('(login)').count()).toBe(0);
    await menu.panel.getByRole('link', { name: 'Admin' }).click();
    await waitForPath(page, '/Admin');
    await page.getByRole('heading', { level: 1, name: 'Administração' }).waitFor();
    await menu.panel.waitFor({ state: 'detached' });
  });

  test('growing the window to desktop width swaps the hamburger for the top bar', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ viewport: MOBILE });
    const menu = mobileMenu(page);
    await page.goto('/');
    await menu.open.click();
    await menu.panel.waitFor();

    // Act
    await page.setViewportSize(DESKTOP);

    // Assess
    await page.getByRole('button', { name: 'Documentos e Serviços' }).waitFor();
    expect(await page.getByRole('button', { name: /menu$/ }).count()).toBe(0);
    expect(await menu.panel.count()).toBe(0);
  });

  test('toasts sit under the top bar, two at most, off the bottom buttons, and close', async ({ web }) => {
    // Prepare: the receipts' form, blank; "Gerar PIX" at the bottom of the screen, where a thumb reaches it
    const page = await web.newPage({ viewport: MOBILE });
    await page.goto('/GerarRecibosAluguel');
    const pix = page.getByRole('button', { name: 'Gerar PIX' });
    await pix.waitFor();
    const toasts = page.locator('.toaster .toast');

    // Act: a save of the blank form (a notice), then the payment asked of it twice (the form's check, an error)
    await page.getByRole('button', { name: 'Salvar agora' }).click();
    await pix.click();
    await pix.click();
    const error = toasts.and(page.locator('[data-kind="error"]'));
    await error.waitFor();
    // The check has moved the focus to the first field (and the screen with it) by the next frames.
    await framesDrawn(page);

    // Assess: the toasts shown below the top bar, none over "Gerar PIX" scrolled to the bottom of the screen,
    // which a tap at its centre reaches
    const seen = await atTheBottom(pix);
    expect(seen.toasts.length).toBeGreaterThan(0);
    expect(seen.toasts.length).toBeLessThanOrEqual(2);
    for (const rect of seen.toasts) {
      expect(rect.top).toBeGreaterThanOrEqual(seen.topbar - 1);
      expect(rect.bottom <= seen.button.top || rect.top >= seen.button.bottom, JSON.stringify(rect)).toBe(
        true,
      );
    }
    expect(seen.tapped).toBe(true);

    // Act: the error closed by its button
    await error.getByRole('button', { name: 'Fechar aviso' }).click();

    // Assess
    await error.waitFor({ state: 'detached' });
  });
});

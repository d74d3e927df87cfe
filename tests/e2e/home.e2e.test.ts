// Home page (spec part 1 §2.3) and the desktop "Documentos e Serviços" dropdown (§2.1) of a signed-out
// visitor, in the built SPA served by the local runtime.
import { describe, expect } from 'vitest';
import { screenshot } from './support/browser';
import { pathOf, test, waitForPath } from './support/fixture';
import {
  computedColours,
  hasFocus,
  insideLinkOrButton,
  keepParsedElements,
  linkTargets,
  menuGroups,
  sameAsParsed,
  scrollY,
} from './support/in-page';
import { isLoginEntry, MENU_GROUPS } from './support/menu';

const BANNER = 'Preços a partir de R$ 9,90 • pagamento via PIX e cartão, com liberação automática do PDF.';

// A page still to come says so on its card: `Em breve` after the title.
const CARDS = [
  {
    title: 'Currículos',
    actions: [
      ['Criar', '/CriarCurriculo'],
      ['Meus', '/MeuCurriculo'],
    ],
  },
  {
    title: 'Contrato de Locação',
    actions: [
      ['Novo', '/ContratoLocacao'],
      ['Meus', '/MeusContratos'],
    ],
  },
  { title: 'Compra e Venda de Veículo', actions: [['Criar', '/ContratoCompraVeiculo']] },
  {
    title: 'Declaração de Residência',
    actions: [
      ['Nova', '/CriarDeclaracaoResidencia'],
      ['Minhas', '/MinhasDeclaracoes'],
    ],
  },
  {
    title: 'Promissórias',
    actions: [
      ['Criar', '/CriarPromissoria'],
      ['Minhas', '/MinhasPromissorias'],
    ],
  },
  { title: 'Procuração de Veículo', actions: [['Criar', '/ProcuracaoVeiculo']] },
  { title: 'Declaração de Trabalho', actions: [['Nova', '/DeclaracaoTrabalho']] },
  {
    title: 'Autorização de Viagem de Menor',
    actions: [
      ['Nova', '/AutorizacaoViagemMenor'],
      ['Minhas', '/MinhasAutorizacoes'],
    ],
  },
  { title: 'Recibo de Pagamento', actions: [['Criar', '/ReciboPagamento']] },
];

describe('home page', () => {
  test('shows the lowest price from mp-config in the banner', async ({ page }) => {
    // Prepare
    const mpConfig = page.waitForResponse((r) => new URL(r.url()).pathname === '/backend/api/mp-config');

    // Act
    await page.goto('/');
    const response = await mpConfig;

    // Assess
    expect(response.status()).toBe(200);
    const banner = page.getByText('Preços a partir de');
    // aria-busy turns false once the server's answer replaced the default table.
    await banner.and(page.locator('[aria-busy="false"]')).waitFor();
    expect(await banner.textContent()).toBe(BANNER);
    await screenshot(page, 'home-desktop');
  });

  test('arrives drawn in its document, and the started app hydrates it in place without a mismatch', async ({
    page,
  }) => {
    // Prepare: the documents as the server sends them, before any script runs; the elements the parser puts in
    // the page kept aside, and what the page logs
    const home = await (await page.request.get('/')).text();
    const otherPage = await (await page.request.get('/MinhasDeclaracoes')).text();
    await page.addInitScript(keepParsedElements);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });

    // Act
    await page.goto('/');
    // The seller comes from the stage's configuration: only the started app draws it.
    await page.locator('.footer-seller').waitFor();

    // Assess
    expect(home).toContain('<h1>Documentos prontos para imprimir, do preenchimento ao PDF</h1>');
    expect(home).toContain('Documentos disponíveis');
    expect(otherPage).toContain('<div id="root"></div>');
    expect(otherPage).not.toContain('Documentos prontos para imprimir');
    expect(await page.locator('.app').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // Hydrated, not drawn again: the page's content is still the parser's elements (no blank frame between two
    // drawings), and React found nothing to complain about.
    expect(await sameAsParsed(page, ['conteudo', 'documentos-title'])).toEqual([true, true]);
    expect(logged).toEqual([]);
    // The prerendered menu buttons wait, disabled, for the app.
    expect(await page.locator('button:disabled').count()).toBe(0);
  });

  test('shows the eight document cards with their actions', async ({ page }) => {
    // Act
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Documentos disponíveis' });
    await region.waitFor();

    // Assess
    const titles = await region.getByRole('article').getByRole('heading').allTextContents();
    expect(titles).toEqual(CARDS.map((c) => c.title));
    for (const card of CARDS) {
      const links = region.getByRole('article', { name: card.title, exact: true }).getByRole('link');
      expect(await linkTargets(links), card.title).toEqual(card.actions);
      // A page still to come says so to screen readers as well.
      const labels = await links.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
      for (const label of labels)
        expect(label.endsWith('(em breve)'), label).toBe(card.title.endsWith('Em breve'));
    }
  });

  test('a card action opens its page at the top of the screen', async ({ page }) => {
    // Prepare
    await page.goto('/');
    const action = page.getByRole('link', { name: 'Criar procuração de veículo' });
    await action.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);

    // Act
    await action.click();

    // Assess
    await waitForPath(page, '/ProcuracaoVeiculo');
    await page.getByRole('heading', { level: 1, name: 'Procuração de Veículo' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    expect(await page.title()).toBe('Procuração de Veículo | Documentos Prontos');
  });

  test('the desktop top bar has no hamburger, and "Entrar" while signed out', async ({ page }) => {
    // Act
    await page.goto('/');
    await page.getByRole('link', { name: 'Entrar' }).waitFor();

    // Assess
    expect(await page.getByRole('button', { name: 'Abrir menu' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Início' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sair' }).count()).toBe(0);
  });
});

describe('hero contrast (WCAG 2.1 AA)', () => {
  /** WCAG's contrast ratio of two `rgb(...)` colours. */
  const contrast = (a: string, b: string) => {
    const luminance = (rgb: string) => {
      const [r, g, bl] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
    };
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  test('"Ver documentos" reads 4.5:1 and stands out 3:1 from every colour of the hero', async ({ page }) => {
    // Act
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Ver documentos' });
    await button.waitFor();
    // The hero's gradient runs through these three colours.
    const colours = await computedColours(button, [
      '--color-primary-dark',
      '--color-primary',
      '--color-accent',
    ]);

    // Assess
    expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    for (const behind of colours.variables) {
      expect(contrast(colours.background, behind), behind).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('"Documentos e Serviços" dropdown, signed out', () => {
  test('lists the six groups and their entries, greyed "(login)" entries as plain text', async ({ page }) => {
    // Prepare
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Documentos e Serviços' });

    // Act
    await button.click();

    // Assess
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.waitFor();
    const groups = await menuGroups(panel);
    expect(groups).toEqual(MENU_GROUPS.map(([title, entries]) => [title, [...entries]]));

    for (const [, entries] of MENU_GROUPS) {
      for (const label of entries) {
        const isLink = await panel.getByRole('link', { name: label, exact: true }).count();
        if (isLoginEntry(label)) {
          expect(isLink, label).toBe(0);
          const text = panel.locator('.nav-entry').filter({ hasText: label });
          expect(await text.getAttribute('aria-disabled'), label).toBe('true');
          expect(await insideLinkOrButton(text), label).toBe(false);
        } else {
          expect(isLink, label).toBe(1);
        }
      }
    }
    await screenshot(page, 'home-desktop-docs-menu');
  });

  test('a greyed "(login)" entry does not open its page', async ({ page }) => {
    // Prepare
    await page.goto('/');
    await page.getByRole('button', { name: 'Documentos e Serviços' }).click();
    const greyed = page.getByText('Minhas Declarações (login)');

    // Act
    await greyed.click();
    // A real link clicked afterwards shows whether the greyed one had started a navigation of its own.
    await page.getByRole('link', { name: 'Procuração de Veículo', exact: true }).click();
    await waitForPath(page, '/ProcuracaoVeiculo');
    await page.goBack();

    // Assess
    await waitForPath(page, '/');
    await page.getByText('Preços a partir de').waitFor();
  });

  test('an entry opens its page and closes the dropdown; Esc closes it too', async ({ page }) => {
    // Prepare
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Documentos e Serviços' });
    await button.click();

    // Act
    await page.getByRole('link', { name: 'Recibos de Aluguel (sem contrato)' }).click();

    // Assess
    await waitForPath(page, '/GerarRecibosAluguel');
    await page.getByRole('heading', { level: 1, name: 'Gerar Recibos de Aluguel (sem contrato)' }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    await page.getByRole('link', { name: 'Procuração de Veículo' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Procuração de Veículo' }).waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => hasFocus(button)).toBe(true);
    expect(pathOf(page)).toBe('/GerarRecibosAluguel');
  });
});

// The route table in the browser (spec part 1 §2.1–2.2): every route answers, old payment paths lead to
// PagamentoMP with their query, "Carregando..." while a page's chunk loads, and a page chunk that fails to
// load gets one automatic reload before the "Falha ao carregar módulo" screen.
import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { pathOf, test, waitForPath } from './support/fixture';
import { sessionStorageItem } from './support/in-page';

/** Spec part 1 §2.2 and part 2 §2, with where a signed-in normal user ends up. */
const ROUTES: Array<[path: string, landsOn?: string]> = [
  ['/'],
  ['/painel', '/CriarCurriculo'],
  ['/CriarCurriculo'],
  ['/Login'],
  ['/Layouts'],
  ['/MeuCurriculo'],
  ['/ContratoLocacao'],
  ['/ContratoCompraVeiculo'],
  ['/GerarRecibosAluguel'],
  ['/DeclaracaoResidencia'],
  ['/CriarDeclaracaoResidencia'],
  ['/DeclaracaoTrabalho'],
  ['/MinhasDeclaracoes'],
  ['/MeusContratos'],
  ['/CriarPromissoria'],
  ['/MinhasPromissorias'],
  ['/ProcuracaoVeiculo'],
  ['/ReciboPagamento'],
  ['/AutorizacaoViagemMenor'],
  ['/MinhasAutorizacoes'],
  ['/TermoResponsabilidade'],
  ['/Admin'],
  ['/PagamentoMP?reference=x'],
];

const MODULE_RELOAD_KEY = 'module_reload_attempted';
const TERMS_PAGE_CHUNK = /\/assets\/termo-responsabilidade-page-[\w-]+\.js$/;
const VEHICLE_CONTRACT_CHUNK = /\/assets\/contrato-compra-veiculo-page-[\w-]+\.js$/;

/** Counts the page's full loads (document requests of the main frame; in-app navigations make none). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

describe('routes', () => {
  // One load per route: on a shared machine they take longer than the default minute together.
  test('every route of the spec opens a page, none the 404 page', { timeout: 120_000 }, async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'rotas@example.com', name: 'Rita Rotas' } });

    for (const [path, landsOn = path] of ROUTES) {
      // Act
      await page.goto(path);

      // Assess
      await waitForPath(page, landsOn);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent(), path).not.toBe('Página não encontrada');
    }
  });

  test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
    // Act
    await page.goto('/NaoExiste');

    // Assess
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    expect(await page.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('button', { name: 'Documentos e Serviços' }).isVisible()).toBe(true);
  });

  test.for(['/PagamentoPix', '/PagamentoPagSeguro'])(
    '%s?reference=x ends on /PagamentoMP?reference=x',
    async (path, { page }) => {
      // Act
      await page.goto(`${path}?reference=x`);

      // Assess
      await waitForPath(page, '/PagamentoMP?reference=x');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(pathOf(page)).toBe('/PagamentoMP?reference=x');
    },
  );
});

describe('lazy pages', () => {
  test('"Carregando..." shows while the next page\'s chunk is on its way', async ({ page }) => {
    // Prepare: held from the first request on, the prefetch of a link on screen included
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(VEHICLE_CONTRACT_CHUNK, async (route: Route) => {
      requested();
      await released;
      await route.continue();
    });
    await page.goto('/');
    await page.getByText('Preços a partir de').waitFor();

    // Act
    await page.getByRole('link', { name: /^Criar contrato de compra e venda de veículo/ }).click();
    await chunkRequested;

    // Assess
    const spinner = page.getByRole('status').filter({ hasText: 'Carregando...' });
    await spinner.waitFor();
    release();
    await waitForPath(page, '/ContratoCompraVeiculo');
    await page.getByRole('heading', { level: 1, name: 'Contrato de Compra e Venda de Veículo' }).waitFor();
    await spinner.waitFor({ state: 'detached' });
  });

  test('a page linked on screen has its chunk loaded before any click, once', async ({ page }) => {
    // Prepare
    const pageChunks: string[] = [];
    page.on('request', (r) => {
      const name = new URL(r.url()).pathname.split('/').pop() ?? '';
      if (/-page-[\w-]+\.js$/.test(name)) pageChunks.push(name);
    });
    // The hero's "Criar currículo" is on screen at first.
    const curriculoChunk = page.waitForResponse((r) =>
      /\/assets\/criar-curriculo-page-[\w-]+\.js$/.test(new URL(r.url()).pathname),
    );

    // Act: the home page is opened, and nothing is pointed at or clicked
    await page.goto('/');

    // Assess
    expect((await curriculoChunk).status()).toBe(200);
    expect(pageChunks.filter((name) => name.startsWith('criar-curriculo-page-'))).toHaveLength(1);
    expect(new Set(pageChunks).size).toBe(pageChunks.length);
  });

  test('a chunk that fails reloads the page once, then shows "Falha ao carregar módulo"; "Recarregar" recovers', async ({
    page,
  }) => {
    // Prepare
    const documentLoads = countDocumentLoads(page);
    let chunkAttempts = 0;
    await page.route(TERMS_PAGE_CHUNK, (route) => {
      chunkAttempts++;
      return route.abort('failed');
    });

    // Act
    await page.goto('/TermoResponsabilidade');

    // Assess
    const failure = page.getByRole('alert').filter({ hasText: 'Falha ao carregar módulo' });
    await failure.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Falha ao carregar módulo' }).waitFor();
    await failure.getByText('Atualize a página manualmente ou limpe o cache do navegador.').waitFor();
    expect(documentLoads(), 'the first load and exactly one automatic reload').toBe(2);
    expect(chunkAttempts).toBe(2);
    expect(pathOf(page)).toBe('/TermoResponsabilidade');
    expect(await sessionStorageItem(page, MODULE_RELOAD_KEY)).toBe('1');
    // The layout stays usable around the failed page.
    expect(await page.getByRole('button', { name: 'Documentos e Serviços' }).isVisible()).toBe(true);

    // Act: the chunk is back (e.g. the deploy finished) and the person presses "Recarregar"
    await page.unroute(TERMS_PAGE_CHUNK);
    await failure.getByRole('button', { name: 'Recarregar' }).click();

    // Assess
    await page.getByRole('heading', { level: 1, name: 'Termo de Responsabilidade' }).waitFor();
    expect(documentLoads()).toBe(3);
    expect(await sessionStorageItem(page, MODULE_RELOAD_KEY)).toBeNull();
  });

  // The router loads a page's chunk before it moves to the page's URL: the reload must land on the page
  // asked for, not on the page the person came from.
  test('a chunk that fails after an in-app link reloads onto the page asked for', async ({ page }) => {
    // Prepare
    await page.route(TERMS_PAGE_CHUNK, (route) => route.abort('failed'));
    await page.goto('/');
    await page.getByText('Preços a partir de').waitFor();

    // Act
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Termo de Responsabilidade' }).click(),
    ]);

    // Assess
    expect(pathOf(page)).toBe('/TermoResponsabilidade');
    await page.getByRole('heading', { level: 1, name: 'Falha ao carregar módulo' }).waitFor();
  });
});

// `npm run bench`: how long the main interactions of a person take in Chromium on the production build of the
// SPA served by the local runtime (issue 15 item 10, target 500 ms each on the reference machine). Each is
// timed from the person's action to what they wait for on screen, once to warm up and then RUNS times, on the
// page's own clock (page-clock.ts): a navigation from its start, a click from its `pointerdown`, to the frame
// that shows the result. The driver's clock is printed beside it; it adds the driver's own round trips. A
// click's target is checked ready (Playwright's trial click) in the untimed setup.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { MercadoPagoStandIn } from '../../local/mercado-pago/stand-in';
import { ensureSpaBuilt } from '../../local/web-build';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { launchBrowser } from '../e2e/support/browser';
import { armClick, pageClockScript, readPageTimes, shownInPage, type WaitedFor } from './page-clock';

/** The page's storage, as the init script below sees it in the browser (this file compiles for Node). */
declare const localStorage: { setItem(key: string, value: string): void };

export const INTERACTION_TARGET_MS = 500;
const RUNS = 3;
const REPO_DIR = new URL('../..', import.meta.url).pathname;

export interface InteractionTiming {
  name: string;
  /** On the page's clock (page-clock.ts). */
  medianMs: number;
  maxMs: number;
  /** The same runs on the driver's clock, which adds its own round trips. */
  driverMedianMs: number;
  /** Opened from its URL (a bookmark, a shared link): the app starts again; printed apart from the clicks. */
  directLink: boolean;
}

interface Fixtures {
  token: string;
  draft: string;
  paid: string;
  curriculo: string;
}

/** POSTs to the API and answers the JSON body; anything but 200 stops the bench. */
async function post(url: string, body: object, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`setup call failed: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A signed-in person with a draft declaration, a paid one and a resume, made through the API. */
async function prepare(url: string, standIn: MercadoPagoStandIn): Promise<Fixtures> {
  const api = `${url}/backend/api`;
  const login = await post(`${api}/local-login`, { email: 'bench@example.com', name: 'Bench' });
  const token = String(login.token);
  const save = async () =>
    String((await post(`${api}/declaracao-save`, { form: declaracaoResidenciaExemplo }, token)).id);
  const draft = await save();
  const paid = await save();
  const pay = await post(
    `${api}/mp-pay`,
    { reference: paid, method: 'pix', email: 'bench@example.com', terms_version: TERMS_VERSION },
    token,
  );
  await standIn.simulate(String((pay.payment as { id: string }).id), 'approved').delivered;
  const curriculo = await post(
    `${api}/curriculo-save`,
    { data: curriculoExemplo, terms_accepted: true },
    token,
  );
  return { token, draft, paid, curriculo: String(curriculo.id) };
}

const apiAnswer = (page: Page, route: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `/backend/api/${route}`, { timeout: 60_000 });

interface Interaction {
  name: string;
  /** A navigation is timed from its start; a click from its `pointerdown`. */
  navigation: boolean;
  /** A page opened from its URL rather than reached through the app (not the home page, where visits land). */
  directLink?: true;
  /** What the person waits for; null for a download, timed when the browser hands the file over. */
  awaited: WaitedFor | null;
  /** Sets the page up, untimed. */
  setup(page: Page): Promise<void>;
  /** Acts and waits for the result as the driver sees it; a download answers when it began (epoch ms). */
  act(page: Page): Promise<number | undefined>;
}

/** The home page, once its heading is drawn: where a person comes from before a page load. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Opens `path` and waits until `target` can be clicked and the page has finished loading (no request for half a
 * second, which includes what it prefetches and warms for its links): a person reads a page before they click.
 */
async function readyToClick(page: Page, path: string, target: Locator): Promise<void> {
  await page.goto(path);
  await target.waitFor();
  await page.waitForLoadState('networkidle');
  await target.click({ trial: true });
}

const novaDeclaracao = (page: Page) => page.getByRole('link', { name: 'Nova declaração de residência' });
const visualizar = (page: Page) => page.getByRole('link', { name: /^Visualizar / }).first();
const verModelos = (page: Page) => page.getByRole('link', { name: 'Ver modelos' });
const minhasDeclaracoes = (page: Page) => page.getByRole('link', { name: 'Minhas Declarações', exact: true });
const documentosMenu = (page: Page) => page.getByRole('button', { name: 'Documentos e Serviços' });

/** A page opened from its URL after the home page (a bookmark, a shared link), until `selector` is shown. */
function fromUrl(name: string, path: string, selector: string): Interaction {
  return {
    name,
    directLink: true,
    navigation: true,
    awaited: { selector },
    setup: openHome,
    act: async (page) => {
      await page.goto(path);
      await page.waitForFunction(shownInPage, undefined, { timeout: 60_000 });
      return undefined;
    },
  };
}

/** The interactions, each: set the page up (untimed), then act and wait (timed). */
function interactions(f: Fixtures): Interaction[] {
  return [
    {
      name: 'home, first load (empty cache)',
      navigation: true,
      awaited: { selector: 'h1' },
      setup: async () => undefined,
      act: async (page) => {
        await openHome(page);
        return undefined;
      },
    },
    {
      name: 'open a form (home → Nova declaração)',
      navigation: false,
      awaited: { selector: '#decl-titular_nome' },
      setup: (page) => readyToClick(page, '/', novaDeclaracao(page)),
      act: async (page) => {
        await novaDeclaracao(page).click({ force: true });
        await page.locator('#decl-titular_nome').waitFor();
        return undefined;
      },
    },
    {
      name: 'save ("Salvar agora")',
      navigation: false,
      // "Rascunho salvo às 14:02" once the save has answered.
      awaited: { selector: '.draft-bar-status', text: 'salv[oa] às', afterResponse: 'declaracao-save' },
      setup: async (page) => {
        await page.goto(`/DeclaracaoResidencia?id=${f.draft}`);
        await page.locator('#decl-titular_nome').fill(`Maria ${Date.now()}`);
        await page.getByRole('button', { name: 'Salvar agora' }).click({ trial: true });
      },
      act: async (page) => {
        const saved = apiAnswer(page, 'declaracao-save');
        await page.getByRole('button', { name: 'Salvar agora' }).click({ force: true });
        await saved;
        await page
          .getByText(/salv[oa] às/i)
          .first()
          .waitFor();
        return undefined;
      },
    },
    {
      name: 'resume preview ("Visualizar" in Meu Currículo → first page drawn)',
      navigation: false,
      awaited: { selector: 'canvas' },
      setup: (page) => readyToClick(page, '/MeuCurriculo', visualizar(page)),
      act: async (page) => {
        await visualizar(page).click({ force: true });
        await page.locator('canvas').first().waitFor();
        return undefined;
      },
    },
    {
      name: 'resume preview from the editor ("Salvar Alterações" → first page drawn)',
      navigation: false,
      awaited: { selector: 'canvas' },
      setup: async (page) => {
        await page.goto(`/CriarCurriculo?id=${f.curriculo}`);
        // A person edits the resume before asking for its preview: the click comes once the page has finished
        // loading, after a change.
        await page.locator('#cv-cargo-desejado').fill(`Analista ${Date.now()}`);
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: 'Salvar Alterações' }).click({ trial: true });
      },
      act: async (page) => {
        await page.getByRole('button', { name: 'Salvar Alterações' }).click({ force: true });
        await page.locator('canvas').first().waitFor();
        return undefined;
      },
    },
    {
      // Signed in, as the issue found it slow: the six layouts' pictures, loaded as the page scrolls.
      name: 'layouts page ("Ver modelos" in Meu Currículo → first picture shown)',
      navigation: false,
      awaited: { selector: '.cv-gallery img' },
      setup: (page) => readyToClick(page, '/MeuCurriculo', verModelos(page)),
      act: async (page) => {
        await verModelos(page).click({ force: true });
        await page.waitForFunction(shownInPage, undefined, { timeout: 60_000 });
        return undefined;
      },
    },
    {
      name: 'open a list (menu → Minhas Declarações)',
      navigation: false,
      awaited: { selector: `tr[data-id="${f.draft}"]` },
      setup: async (page) => {
        await readyToClick(page, '/', documentosMenu(page));
        await documentosMenu(page).click();
        await minhasDeclaracoes(page).click({ trial: true });
      },
      act: async (page) => {
        await minhasDeclaracoes(page).click({ force: true });
        await page.locator(`tr[data-id="${f.draft}"]`).waitFor();
        return undefined;
      },
    },
    {
      name: 'download a paid PDF ("Gerar PDF")',
      navigation: false,
      awaited: null,
      setup: async (page) => {
        await page.goto(`/DeclaracaoResidencia?id=${f.paid}`);
        await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).click({ trial: true });
      },
      act: async (page) => {
        const downloaded = page
          .waitForEvent('download', { timeout: 60_000 })
          .then((download) => ({ download, at: Date.now() }));
        await page.getByRole('button', { name: 'Gerar PDF' }).click({ force: true });
        const { download, at } = await downloaded;
        await download.path();
        return at;
      },
    },
    fromUrl(
      'resume preview link (first page drawn)',
      `/CriarCurriculo?id=${f.curriculo}&etapa=previa`,
      'canvas',
    ),
    fromUrl('layouts page (first picture shown)', '/Layouts', '.cv-gallery img'),
    fromUrl('open a list (Minhas Declarações)', '/MinhasDeclaracoes', `tr[data-id="${f.draft}"]`),
  ];
}

/**
 * The interaction's time on the page's clock: from the action to the frame that showed the awaited element, or
 * (a download) to `handedOverAt`, the moment the driver saw the file begin, in epoch milliseconds.
 */
async function pageClockMs(page: Page, step: Interaction, handedOverAt: number | undefined): Promise<number> {
  if (step.awaited) await page.waitForFunction(shownInPage, undefined, { timeout: 60_000 });
  const times = await page.evaluate(readPageTimes);
  if (times?.actedAt == null) throw new Error(`${step.name}: the page saw no action`);
  if (times.shownAt != null) return times.shownAt - times.actedAt;
  if (handedOverAt === undefined) throw new Error(`${step.name}: nothing awaited was seen`);
  return handedOverAt - (times.timeOrigin + times.actedAt);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchBrowserTimings(): Promise<InteractionTiming[]> {
  await ensureSpaBuilt(REPO_DIR);
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-bench-browser-'));
  process.env.LOG_LEVEL ??= 'warn';
  const { startLocalRuntime } = await import('../../local/server');
  const { mercadoPagoExtension } = await import('../../local/mercado-pago/extension');
  let standIn: MercadoPagoStandIn | undefined;
  const runtime = await startLocalRuntime({
    port: 0,
    spa: 'dist',
    dataDir,
    extensions: [mercadoPagoExtension({ env: {}, onStandIn: (s) => (standIn = s) })],
  });
  const browser = await launchBrowser();
  try {
    const fixtures = await prepare(runtime.url, standIn!);
    const timings: InteractionTiming[] = [];
    for (const step of interactions(fixtures)) {
      const onPage: number[] = [];
      const byDriver: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        // A new context per run: an empty cache, signed in as the fixtures' owner.
        const context = await browser.newContext({
          baseURL: runtime.url,
          viewport: { width: 1280, height: 900 },
          locale: 'pt-BR',
          acceptDownloads: true,
        });
        await context.addInitScript((token) => localStorage.setItem('local_id_token', token), fixtures.token);
        await context.addInitScript({
          content: pageClockScript({ awaited: step.awaited, navigation: step.navigation }),
        });
        const page = await context.newPage();
        await step.setup(page);
        if (!step.navigation) await page.evaluate(armClick);
        const started = performance.now();
        const handedOverAt = await step.act(page);
        const driverMs = performance.now() - started;
        const pageMs = await pageClockMs(page, step, handedOverAt);
        if (run > 0) {
          onPage.push(pageMs);
          byDriver.push(driverMs);
        }
        await context.close();
      }
      timings.push({
        name: step.name,
        medianMs: median(onPage),
        maxMs: Math.max(...onPage),
        driverMedianMs: median(byDriver),
        directLink: step.directLink === true,
      });
    }
    return timings;
  } finally {
    await browser.close();
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatBrowserTimings(timings: InteractionTiming[]): string {
  const width = Math.max(...timings.map((t) => t.name.length));
  const row = (t: InteractionTiming) =>
    `${t.name.padEnd(width)}  median ${t.medianMs.toFixed(0).padStart(5)} ms  max ${t.maxMs.toFixed(0).padStart(5)} ms` +
    `  ${t.medianMs <= INTERACTION_TARGET_MS ? 'within' : 'OVER'} the ${INTERACTION_TARGET_MS} ms target` +
    `  (driver's clock: median ${t.driverMedianMs.toFixed(0).padStart(5)} ms)`;
  return [
    `${RUNS} runs each after a warm-up, Chromium headless, production build; on the page's clock, from the action to the frame that shows the result`,
    ...timings.filter((t) => !t.directLink).map(row),
    'The same pages opened from their URL (a bookmark, a shared link): the app itself loads and starts again',
    ...timings.filter((t) => t.directLink).map(row),
  ].join('\n');
}

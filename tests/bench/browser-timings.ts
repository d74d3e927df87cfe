// `npm run bench`: how long the main interactions of a person take in Chromium on the production build of the
// SPA served by the local runtime, each against its own target (issue 15 item 10: 500 ms a click; issue 41
// item 11: every page opened from its URL 1 s to its content, the resume's preview 1 s and a layout switch
// 500 ms, the local sign-in 1 s, the first PDF after `npm start` 1.5 s). Each is timed from the person's action
// to what they wait for on screen, once to warm up and then RUNS times, on the page's own clock (page-clock.ts):
// a navigation from its start, a click from its `pointerdown`, to the frame that shows the result. The driver's
// clock is printed beside it; it adds the driver's own round trips. A click's target is checked ready
// (Playwright's trial click) in the untimed setup. `BENCH_BROWSER_ONLY=<regular expression>` times only the rows
// whose name matches; `BENCH_BROWSER_TRACE=1` prints each row's requests of its last run and the main thread's
// CPU time over it, read from a Chrome trace (where the time goes; less sensitive to a busy machine).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { ensureSpaBuilt } from '../../local/web-build';
import { launchBrowser } from '../e2e/support/browser';
import { type Fixtures, prepare } from './browser-fixtures';
import { startServer, stopServer } from './npm-start-process';
import { armClick, pageClockScript, readPageTimes, shownInPage, type WaitedFor } from './page-clock';

/** The page's storage, as the init script below sees it in the browser (this file compiles for Node). */
declare const localStorage: { setItem(key: string, value: string): void };
/** A resource timing as the trace below reads it in the browser. */
type ResourceEntry = { name: string; startTime: number; responseEnd: number };

/** A click's target (issue 15 item 10). */
export const INTERACTION_TARGET_MS = 500;
/** A page opened from its URL, the resume's preview, the local sign-in (issue 41 item 11). */
export const PAGE_TARGET_MS = 1000;
/** The first PDF after `npm start` (issue 41 item 11). */
export const FIRST_PDF_TARGET_MS = 1500;
const RUNS = 3;
const ONLY = process.env.BENCH_BROWSER_ONLY ? new RegExp(process.env.BENCH_BROWSER_ONLY, 'i') : null;
const TRACE = process.env.BENCH_BROWSER_TRACE === '1';
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
  /** Right after a fresh start of the local runtime (`npm start`); printed apart too. */
  afterStart?: boolean;
  targetMs: number;
}

const apiAnswer = (page: Page, route: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `/backend/api/${route}`, { timeout: 60_000 });

interface Interaction {
  name: string;
  targetMs: number;
  /** Whose session the browser holds: the fixtures' person (default), an admin, or none. */
  as?: 'admin' | 'visitor';
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
const otherLayout = (page: Page) => page.locator('.cv-layout-button[aria-pressed="false"]').first();
const entrar = (page: Page) => page.getByRole('button', { name: 'Entrar', exact: true });

/** Each kind's form for a new document, as the menu opens it. */
const FORM_PATHS = [
  '/CriarCurriculo',
  '/DeclaracaoResidencia',
  '/CriarDeclaracaoResidencia',
  '/DeclaracaoTrabalho',
  '/ContratoLocacao',
  '/ContratoCompraVeiculo',
  '/GerarRecibosAluguel',
  '/CriarPromissoria',
  '/ProcuracaoVeiculo',
  '/ReciboPagamento',
  '/AutorizacaoViagemMenor',
];

/** A page opened from its URL after the home page (a bookmark, a shared link), until `selector` is shown. */
function fromUrl(name: string, path: string, selector: string, as?: Interaction['as']): Interaction {
  return {
    name,
    targetMs: PAGE_TARGET_MS,
    as,
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

/** "Gerar PDF" on a paid declaration's page, timed to the file handed over. */
function download(name: string, targetMs: number): { name: string; make(paid: string): Interaction } {
  return {
    name,
    make: (paid) => ({
      name,
      targetMs,
      navigation: false,
      awaited: null,
      setup: async (page) => {
        await page.goto(`/DeclaracaoResidencia?id=${paid}`);
        await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).click({ trial: true });
      },
      act: async (page) => {
        const downloaded = page
          .waitForEvent('download', { timeout: 60_000 })
          .then((file) => ({ file, at: Date.now() }));
        await page.getByRole('button', { name: 'Gerar PDF' }).click({ force: true });
        const { file, at } = await downloaded;
        await file.path();
        return at;
      },
    }),
  };
}

/** The interactions, each: set the page up (untimed), then act and wait (timed). */
function interactions(f: Fixtures): Interaction[] {
  return [
    {
      name: 'home, first load (empty cache)',
      targetMs: INTERACTION_TARGET_MS,
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
      targetMs: INTERACTION_TARGET_MS,
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
      targetMs: INTERACTION_TARGET_MS,
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
      targetMs: PAGE_TARGET_MS,
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
      name: "switch the resume's layout (a model in the preview → its first page drawn)",
      targetMs: INTERACTION_TARGET_MS,
      navigation: false,
      // The new PDF's pages replace the old ones once drawn: a canvas that was not there at the click.
      awaited: { selector: '.cv-preview-stage canvas' },
      setup: async (page) => {
        await page.goto(`/CriarCurriculo?id=${f.curriculo}&etapa=previa`);
        await page.locator('.cv-preview-stage canvas').first().waitFor();
        await page.waitForLoadState('networkidle');
        await otherLayout(page).click({ trial: true });
      },
      act: async (page) => {
        await otherLayout(page).click({ force: true });
        await page.waitForFunction(shownInPage, undefined, { timeout: 60_000 });
        return undefined;
      },
    },
    {
      name: 'local sign-in ("Entrar" → home page signed in)',
      targetMs: PAGE_TARGET_MS,
      as: 'visitor',
      navigation: false,
      awaited: { selector: '.account-name', atPath: '/' },
      setup: async (page) => {
        await page.goto('/Login');
        await page.locator('#login-email').fill('bench@example.com');
        await page.locator('#login-name').fill('Bench');
        await page.waitForLoadState('networkidle');
        await entrar(page).click({ trial: true });
      },
      act: async (page) => {
        await entrar(page).click({ force: true });
        await page.waitForFunction(shownInPage, undefined, { timeout: 60_000 });
        return undefined;
      },
    },
    {
      name: 'resume preview from the editor ("Salvar Alterações" → first page drawn)',
      targetMs: INTERACTION_TARGET_MS,
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
      targetMs: INTERACTION_TARGET_MS,
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
      targetMs: INTERACTION_TARGET_MS,
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
    download('download a paid PDF ("Gerar PDF")', INTERACTION_TARGET_MS).make(f.paid),
    fromUrl(
      'resume preview link (first page drawn)',
      `/CriarCurriculo?id=${f.curriculo}&etapa=previa`,
      'canvas',
    ),
    fromUrl('layouts page (first picture shown)', '/Layouts', '.cv-gallery img'),
    // The lists, until their row.
    fromUrl('list: Minhas Declarações', '/MinhasDeclaracoes', `tr[data-id="${f.draft}"]`),
    fromUrl('list: Meus Contratos', '/MeusContratos', 'tr[data-id]'),
    fromUrl('list: Minhas Promissórias', '/MinhasPromissorias', '.prom-table tbody tr'),
    fromUrl('list: Minhas Autorizações', '/MinhasAutorizacoes', 'tr[data-id]'),
    fromUrl('list: Meu Currículo', '/MeuCurriculo', `[data-id="${f.curriculo}"]`),
    fromUrl('painel (→ Meu Currículo, its card)', '/painel', `[data-id="${f.curriculo}"]`),
    // Each kind's form, new, until its first field; a saved one until its stored value is in the field.
    ...FORM_PATHS.map((path) => fromUrl(`form: ${path}`, path, 'main form input[id]')),
    fromUrl('saved declaration (its form)', `/DeclaracaoResidencia?id=${f.draft}`, 'main form input[id]'),
    fromUrl('payment page', `/PagamentoMP?reference=${f.draft}`, 'main h1'),
    fromUrl('Meus dados', '/MeusDados', 'main h1'),
    fromUrl('Verificar', '/Verificar', 'main h1'),
    fromUrl('terms (Termo de Responsabilidade)', '/TermoResponsabilidade', 'main h1'),
    fromUrl('refund policy', '/PoliticaReembolso', 'main h1'),
    fromUrl('sign-in page', '/Login', '#login-email', 'visitor'),
    fromUrl('admin console', '/Admin', 'main h1', 'admin'),
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

/**
 * Times `step` once to warm up (unless `warmUp` is false) and then `runs` times, each in a new browser context
 * (an empty cache).
 */
async function timeStep(
  browser: Browser,
  baseURL: string,
  tokens: { user: string; admin: string },
  step: Interaction,
  { runs = RUNS, warmUp = true } = {},
): Promise<InteractionTiming> {
  const onPage: number[] = [];
  const byDriver: number[] = [];
  const first = warmUp ? 0 : 1;
  for (let run = first; run <= runs; run++) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      locale: 'pt-BR',
      acceptDownloads: true,
    });
    const token = step.as === 'visitor' ? null : step.as === 'admin' ? tokens.admin : tokens.user;
    if (token) await context.addInitScript((t) => localStorage.setItem('local_id_token', t), token);
    await context.addInitScript({
      content: pageClockScript({ awaited: step.awaited, navigation: step.navigation }),
    });
    const page = await context.newPage();
    await step.setup(page);
    if (!step.navigation) await page.evaluate(armClick);
    const traced = TRACE && run === runs;
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const started = performance.now();
    const handedOverAt = await step.act(page);
    const driverMs = performance.now() - started;
    const pageMs = await pageClockMs(page, step, handedOverAt);
    if (run > 0) {
      onPage.push(pageMs);
      byDriver.push(driverMs);
    }
    if (traced) await printTrace(page, step.name, pageMs, mainThreadCpu(await browser.stopTracing()));
    await context.close();
  }
  return {
    name: step.name,
    medianMs: median(onPage),
    maxMs: Math.max(...onPage),
    driverMedianMs: median(byDriver),
    directLink: step.directLink === true,
    targetMs: step.targetMs,
  };
}

/** The renderer's scheduler tasks, with their thread's CPU time: all `mainThreadCpu` reads. */
const TRACE_CATEGORIES = ['-*', 'toplevel', 'devtools.timeline'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The CPU time of the pages' main threads (Chromium's `CrRendererMain`) over a traced run, from the action until
 * the driver saw the result, in ms: what the page itself ran, which a machine busy with other work stretches far
 * less than the run's wall time (it waits for a CPU, not longer on one). Nested tasks are counted once.
 */
function mainThreadCpu(trace: Buffer): number {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events
    .filter(
      (e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && mains.has(`${e.pid}:${e.tid}`),
    )
    .sort((a, b) => a.ts - b.ts);
  const endOf = new Map<string, number>();
  let cpuUs = 0;
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    if (task.ts < (endOf.get(thread) ?? 0)) continue;
    endOf.set(thread, task.ts + (task.dur ?? 0));
    cpuUs += task.tdur ?? 0;
  }
  return cpuUs / 1000;
}

/** The page's requests of a run (since its time origin) and its main thread's CPU, to stderr: where a row's time goes. */
async function printTrace(page: Page, name: string, pageMs: number, cpuMs: number): Promise<void> {
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as unknown as ResourceEntry[]).map((r) => ({
      name: r.name,
      start: r.startTime,
      end: r.responseEnd,
    })),
  );
  const times = await page.evaluate(readPageTimes);
  const lines = entries.map(
    (e) =>
      `  ${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)} ms  ${new URL(e.name).pathname}`,
  );
  process.stderr.write(
    `-- ${name}: ${pageMs.toFixed(0)} ms (acted at ${times?.actedAt?.toFixed(0)}, shown at ${times?.shownAt?.toFixed(0)}; main thread CPU ${cpuMs.toFixed(0)} ms)\n${lines.join('\n')}\n`,
  );
}

/**
 * The first PDF after `npm start`: each run starts the local runtime afresh in a process of its own (its modules
 * not yet loaded, as after a start), on a data folder an earlier start made (its seal certificate exists), makes
 * a paid declaration through the API, opens it and times "Gerar PDF" to the file handed over.
 */
async function benchFirstPdfAfterStart(browser: Browser): Promise<InteractionTiming> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-bench-first-pdf-'));
  const onPage: number[] = [];
  const byDriver: number[] = [];
  const step = download('first PDF after npm start ("Gerar PDF")', FIRST_PDF_TARGET_MS);
  try {
    for (let run = 0; run <= RUNS; run++) {
      const server = await startServer(dataDir);
      try {
        const fixtures = await prepare(server.url, false);
        const timing = await timeStep(
          browser,
          server.url,
          { user: fixtures.token, admin: '' },
          step.make(fixtures.paid),
          { runs: 1, warmUp: false },
        );
        if (run > 0) {
          onPage.push(timing.medianMs);
          byDriver.push(timing.driverMedianMs);
        }
      } finally {
        await stopServer(server.child);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return {
    name: step.name,
    medianMs: median(onPage),
    maxMs: Math.max(...onPage),
    driverMedianMs: median(byDriver),
    directLink: false,
    afterStart: true,
    targetMs: FIRST_PDF_TARGET_MS,
  };
}

export async function benchBrowserTimings(): Promise<InteractionTiming[]> {
  await ensureSpaBuilt(REPO_DIR);
  const browser = await launchBrowser();
  try {
    const timings: InteractionTiming[] = [];
    const firstPdf = download('first PDF after npm start ("Gerar PDF")', FIRST_PDF_TARGET_MS);
    // First, while no runtime of this process has loaded the handlers.
    if (!ONLY || ONLY.test(firstPdf.name)) timings.push(await benchFirstPdfAfterStart(browser));
    // The runtime is `npm start` in a process of its own, as a person runs it: inside this process its one event
    // loop would also carry the driver's work (each request's CDP events, a trace's buffers), and the page's files
    // waited behind it (up to half a second per chunk measured).
    const dataDir = await mkdtemp(join(tmpdir(), 'dp-bench-browser-'));
    const server = await startServer(dataDir);
    try {
      const fixtures = await prepare(server.url);
      const tokens = { user: fixtures.token, admin: fixtures.adminToken };
      for (const step of interactions(fixtures)) {
        if (ONLY && !ONLY.test(step.name)) continue;
        timings.push(await timeStep(browser, server.url, tokens, step));
      }
    } finally {
      await stopServer(server.child);
      await rm(dataDir, { recursive: true, force: true });
    }
    return timings;
  } finally {
    await browser.close();
  }
}

export function formatBrowserTimings(timings: InteractionTiming[]): string {
  const width = Math.max(...timings.map((t) => t.name.length));
  const row = (t: InteractionTiming) =>
    `${t.name.padEnd(width)}  median ${t.medianMs.toFixed(0).padStart(5)} ms  max ${t.maxMs.toFixed(0).padStart(5)} ms` +
    `  ${t.medianMs <= t.targetMs ? 'within' : 'OVER'} its ${String(t.targetMs).padStart(4)} ms target` +
    `  (driver's clock: median ${t.driverMedianMs.toFixed(0).padStart(5)} ms)`;
  const clicks = timings.filter((t) => !t.directLink && !t.afterStart);
  const links = timings.filter((t) => t.directLink);
  const afterStart = timings.filter((t) => t.afterStart);
  return [
    `${RUNS} runs each after a warm-up, Chromium headless, production build; on the page's clock, from the action to the frame that shows the result`,
    ...clicks.map(row),
    ...(links.length > 0
      ? [
          'Pages opened from their URL (a bookmark, a shared link) after the home page: the app itself loads and starts again',
          ...links.map(row),
        ]
      : []),
    ...(afterStart.length > 0
      ? [
          'Right after `npm start` (a process of its own each run, on a data folder made before)',
          ...afterStart.map(row),
        ]
      : []),
  ].join('\n');
}

// `npm run bench`: how long the main interactions of a person take in Chromium on the production build of the
// SPA served by the local runtime (issue 15 item 10, target 500 ms each on the reference machine). Each is
// timed from the person's action to what they wait for on screen, once to warm up and then RUNS times. A click's
// target is checked ready (visible, still, enabled: Playwright's trial click) before the clock starts, and the
// timed click skips those checks: 30-50 ms of the driver's own time on this machine, which no person waits for.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { MercadoPagoStandIn } from '../../lambdas/local/mercado-pago/stand-in';
import { ensureSpaBuilt } from '../../lambdas/local/web-build';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { launchBrowser } from '../e2e/support/browser';

/** The page's storage, as the init script below sees it in the browser (this file compiles for Node). */
declare const localStorage: { setItem(key: string, value: string): void };

export const INTERACTION_TARGET_MS = 500;
const RUNS = 3;
const REPO_DIR = new URL('../..', import.meta.url).pathname;

export interface InteractionTiming {
  name: string;
  medianMs: number;
  maxMs: number;
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

/** The interactions, each: set the page up (untimed), then act and wait (timed). */
function interactions(f: Fixtures) {
  return [
    {
      name: 'home, first load (empty cache)',
      setup: async (_page: Page) => undefined,
      act: async (page: Page) => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      },
    },
    {
      name: 'open a form (home → Nova declaração)',
      setup: async (page: Page) => {
        await page.goto('/');
        await page.getByRole('link', { name: 'Nova declaração de residência' }).waitFor();
        // A person reads the home page before they click: the click comes once the page has finished loading
        // (no request for half a second), which includes what it prefetches for the links on screen.
        await page.waitForLoadState('networkidle');
        await page.getByRole('link', { name: 'Nova declaração de residência' }).click({ trial: true });
      },
      act: async (page: Page) => {
        await page.getByRole('link', { name: 'Nova declaração de residência' }).click({ force: true });
        await page.locator('#decl-titular_nome').waitFor();
      },
    },
    {
      name: 'save ("Salvar agora")',
      setup: async (page: Page) => {
        await page.goto(`/DeclaracaoResidencia?id=${f.draft}`);
        await page.locator('#decl-titular_nome').fill(`Maria ${Date.now()}`);
        await page.getByRole('button', { name: 'Salvar agora' }).click({ trial: true });
      },
      act: async (page: Page) => {
        const saved = apiAnswer(page, 'declaracao-save');
        await page.getByRole('button', { name: 'Salvar agora' }).click({ force: true });
        await saved;
        await page.getByText(/salvo/i).first().waitFor();
      },
    },
    {
      name: 'resume preview link (first page drawn)',
      setup: async (page: Page) => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      },
      act: async (page: Page) => {
        const previewed = apiAnswer(page, 'curriculo-preview');
        await page.goto(`/CriarCurriculo?id=${f.curriculo}&etapa=previa`);
        await previewed;
        await page.locator('canvas').first().waitFor();
      },
    },
    {
      name: 'resume preview from the editor ("Salvar Alterações" → first page drawn)',
      setup: async (page: Page) => {
        await page.goto(`/CriarCurriculo?id=${f.curriculo}`);
        // A person edits the resume before asking for its preview: the click comes once the page has finished
        // loading, after a change.
        await page.locator('#cv-cargo-desejado').fill(`Analista ${Date.now()}`);
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: 'Salvar Alterações' }).click({ trial: true });
      },
      act: async (page: Page) => {
        await page.getByRole('button', { name: 'Salvar Alterações' }).click({ force: true });
        await page.locator('canvas').first().waitFor();
      },
    },
    {
      name: 'open a list (Minhas Declarações)',
      setup: async (page: Page) => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      },
      act: async (page: Page) => {
        await page.goto('/MinhasDeclaracoes');
        await page.locator(`tr[data-id="${f.draft}"]`).waitFor();
      },
    },
    {
      name: 'download a paid PDF ("Gerar PDF")',
      setup: async (page: Page) => {
        await page.goto(`/DeclaracaoResidencia?id=${f.paid}`);
        await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).click({ trial: true });
      },
      act: async (page: Page) => {
        const downloaded = page.waitForEvent('download', { timeout: 60_000 });
        await page.getByRole('button', { name: 'Gerar PDF' }).click({ force: true });
        await (await downloaded).path();
      },
    },
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchBrowserTimings(): Promise<InteractionTiming[]> {
  await ensureSpaBuilt(REPO_DIR);
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-bench-browser-'));
  process.env.LOG_LEVEL ??= 'warn';
  const { startLocalRuntime } = await import('../../lambdas/local/server');
  const { mercadoPagoExtension } = await import('../../lambdas/local/mercado-pago/extension');
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
      const runs: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        // A new context per run: an empty cache, signed in as the fixtures' owner.
        const context = await browser.newContext({
          baseURL: runtime.url,
          viewport: { width: 1280, height: 900 },
          locale: 'pt-BR',
          acceptDownloads: true,
        });
        await context.addInitScript((token) => localStorage.setItem('local_id_token', token), fixtures.token);
        const page = await context.newPage();
        await step.setup(page);
        const started = performance.now();
        await step.act(page);
        if (run > 0) runs.push(performance.now() - started);
        await context.close();
      }
      timings.push({ name: step.name, medianMs: median(runs), maxMs: Math.max(...runs) });
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
  const rows = timings.map(
    (t) =>
      `${t.name.padEnd(width)}  median ${t.medianMs.toFixed(0).padStart(5)} ms  max ${t.maxMs.toFixed(0).padStart(5)} ms` +
      `  ${t.medianMs <= INTERACTION_TARGET_MS ? 'within' : 'OVER'} the ${INTERACTION_TARGET_MS} ms target`,
  );
  return [`${RUNS} runs each after a warm-up, Chromium headless, production build`, ...rows].join('\n');
}

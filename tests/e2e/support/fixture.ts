// The browser suite's `test`: one runtime and one Chromium per file, a fresh browser context per page (so
// no storage leaks between tests), pages that fail the test on an uncaught script error, and a screenshot
// of every page of a failed test with what the pages logged, and every page of a passed test checked by axe
// against the WCAG 2.1 A/AA rules: each route as it first shows (once per path and file), and as the test
// leaves it at the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { test as base } from 'vitest';
import type { LocalIdentity } from '../../../local/issuer';
import { launchBrowser, SCREENSHOT_DIR, screenshot } from './browser';
import { drawSkippedContent, returnSkippedContent } from './in-page';
import { type E2eRuntime, startE2eRuntime } from './runtime';

/** The SPA's localStorage keys the suite sets or reads (local sign-in token; terms acceptance, spec §9). */
export const LOCAL_TOKEN_KEY = 'local_id_token';
export const TERMS_ACCEPTED_KEY = 'terms_accepted';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Signed in before the first page load: a token from `local-login` put in localStorage. */
  signedInAs?: Partial<LocalIdentity>;
}

export interface Web {
  /** A page in a new browser context, closed after the test; desktop and signed out unless told. */
  newPage(options?: PageOptions): Promise<Page>;
}

// Playwright's own time-outs stay well below the test's (60 s), so a missing element fails with Playwright's
// message, yet leave room for a machine busy with other work.
const ACTION_TIMEOUT_MS = 15_000;

/** The axe rule sets of WCAG 2.1 levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The Mercado Pago stand-in's own pages (its simulator) are not the product's. */
const NOT_OURS = /\/__mp(\/|$)/;

/** axe's WCAG 2.1 A/AA violations on the page as it is now, one line per rule and element. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (page.isClosed() || NOT_OURS.test(new URL(page.url()).pathname)) return [];
  const drawn = await drawSkippedContent(page);
  const { violations } = await new AxeBuilder({ page }).withTags([...WCAG_TAGS]).analyze();
  if (drawn > 0) await returnSkippedContent(page);
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${page.url()}: ${v.id} (${v.impact}) ${v.help} at ${node.target.join(' ')}`),
  );
}

/**
 * axe's violations on a route the page just navigated to, once it has drawn it; none when the page moved on or
 * closed meanwhile (the path is then left for a later visit to check).
 */
async function arrivalViolations(page: Page, path: string, checked: Set<string>): Promise<string[]> {
  const leftFor = () => {
    checked.delete(path);
    return [];
  };
  const drawnThenChecked = async () => {
    await page.waitForLoadState('load');
    // The route drawn: two frames after the navigation.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    if (new URL(page.url()).pathname !== path) return leftFor();
    return await accessibilityViolations(page);
  };
  const navigatedAway = (error: unknown) =>
    page.isClosed() || /context was destroyed|closed|navigat/i.test(String(error));
  // A reload between axe's injection and its run (a page that replaces itself on arrival) leaves the new
  // document without axe ("axe.runPartial is not a function"): that document is checked once more.
  const axeLost = (error: unknown) => /runPartial|axe is not defined/i.test(String(error));
  for (let attempt = 1; ; attempt++) {
    try {
      return await drawnThenChecked();
    } catch (error) {
      if (navigatedAway(error)) return leftFor();
      if (attempt === 1 && axeLost(error)) continue;
      return [`${page.url()}: axe could not check the page: ${String(error)}`];
    }
  }
}
declare function requestAnimationFrame(callback: () => void): number;

export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('runtime', { scope: 'file' }, async ({}, { onCleanup }): Promise<E2eRuntime> => {
    const runtime = await startE2eRuntime();
    onCleanup(() => runtime.stop());
    return runtime;
  })
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  // The paths axe has checked on arrival in this file: each once, to keep the suite fast.
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('axeChecked', { scope: 'file' }, async ({}): Promise<Set<string>> => new Set<string>())
  .extend('web', async ({ runtime, browser, axeChecked, task }, { onCleanup }): Promise<Web> => {
    const pages: Page[] = [];
    const arrivals: Promise<string[]>[] = [];
    const pageErrors: string[] = [];
    const consoleLines: string[] = [];
    onCleanup(async () => {
      // The test's result is known here, before its pages close: keep what a failed test saw.
      if (task.result?.state === 'fail') {
        const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
        await Promise.all(
          pages.map((page, i) => screenshot(page, `failed-${name}-${i}`).catch(() => undefined)),
        );
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        writeFileSync(`${SCREENSHOT_DIR}failed-${name}.log`, `${consoleLines.join('\n')}\n`);
      }
      // A passed test's pages, each route as it first showed and where the test left them, must meet WCAG 2.1
      // A/AA (a failed one already says why).
      const onArrival = (await Promise.all(arrivals)).flat();
      const violations =
        task.result?.state === 'fail'
          ? []
          : [...onArrival, ...(await Promise.all(pages.map(accessibilityViolations))).flat()];
      await Promise.all(pages.map((page) => page.context().close()));
      if (pageErrors.length > 0) throw new Error(`Uncaught errors in the page:\n${pageErrors.join('\n')}`);
      if (violations.length > 0) {
        throw new Error(`Accessibility (WCAG 2.1 A/AA) violations:\n${violations.join('\n')}`);
      }
    });
    return {
      async newPage(options = {}) {
        const origin = runtime.url;
        const localStorage = options.signedInAs
          ? [{ name: LOCAL_TOKEN_KEY, value: await runtime.login(options.signedInAs) }]
          : [];
        const context = await browser.newContext({
          baseURL: origin,
          viewport: options.viewport ?? DESKTOP,
          locale: 'pt-BR',
          storageState: { cookies: [], origins: [{ origin, localStorage }] },
        });
        context.setDefaultTimeout(ACTION_TIMEOUT_MS);
        const page = await context.newPage();
        page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
        // Leaving a page with unsaved edits asks first (beforeunload); the suite's navigations go ahead, as a
        // person answering "Sair" would. Any other dialog is dismissed, as Playwright does by default.
        page.on(
          'dialog',
          (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()),
        );
        // What the page logged, kept beside the screenshots of a failed test.
        page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
        page.on('requestfailed', (request) =>
          consoleLines.push(`[requestfailed] ${request.url()} ${request.failure()?.errorText ?? ''}`),
        );
        // Each path of the product the page reaches (a load or a client-side route change) checked as it shows.
        page.on('framenavigated', (frame) => {
          if (frame !== page.mainFrame() || !frame.url().startsWith(origin)) return;
          const path = new URL(frame.url()).pathname;
          if (axeChecked.has(path) || NOT_OURS.test(path)) return;
          axeChecked.add(path);
          arrivals.push(arrivalViolations(page, path, axeChecked));
        });
        pages.push(page);
        return page;
      },
    };
  })
  .extend('page', async ({ web }): Promise<Page> => web.newPage());

/** The page's path and query, e.g. `/Login?redirect=%2Fpainel`. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page is at `path` (path and query, exactly). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** Signs in through the local login page's form (the page must be at /Login). */
export async function signInWithForm(page: Page, identity: LocalIdentity): Promise<void> {
  await page.getByText('Ambiente local — login simulado do Google').waitFor();
  await page.getByLabel('E-mail').fill(identity.email);
  await page.getByLabel('Nome').fill(identity.name);
  if (identity.admin) await page.getByLabel('Entrar como administrador').check();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

// Small reads of the page's state that run inside Chromium (Playwright serialises these callbacks). The
// server-side typecheck has no DOM library, so the few browser globals used here are declared for this
// module only.
import type { Locator, Page } from 'playwright-core';

interface InPageElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): Iterable<InPageElement>;
  closest(selector: string): InPageElement | null;
  contains(other: unknown): boolean;
}

declare const window: { scrollY: number; innerWidth: number; open(url: string): unknown };
declare function requestAnimationFrame(callback: () => void): number;
interface InPageStyled {
  style: { color: string };
  remove(): void;
}

interface InPageFontFace {
  family: string;
  status: string;
}

declare const document: {
  documentElement: { scrollWidth: number; clientWidth: number };
  fonts: Iterable<InPageFontFace> & { ready: Promise<unknown>; check(font: string): boolean };
  activeElement: unknown;
  body: { append(node: InPageStyled): void };
  getElementById(id: string): InPageElement | null;
  createElement(tag: string): InPageStyled;
  querySelector(selector: string): InPageBox | null;
  querySelectorAll(selector: string): Iterable<InPageBox>;
  elementFromPoint(x: number, y: number): InPageElement | null;
};

interface Box {
  top: number;
  bottom: number;
}

interface InPageBox {
  style: {
    setProperty(name: string, value: string, priority: string): void;
    removeProperty(name: string): void;
  };
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  getBoundingClientRect(): Box & { x: number; y: number; width: number; height: number };
  getClientRects(): { length: number };
  scrollIntoView(options: { block: string; behavior: string }): void;
}
declare function getComputedStyle(el: unknown): {
  color: string;
  backgroundColor: string;
  fontFamily: string;
  getPropertyValue(name: string): string;
};
declare const localStorage: {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};
declare const sessionStorage: { getItem(key: string): string | null };

/**
 * Sections under `content-visibility: auto` are not laid out while off screen, and axe then reads their colours
 * against whatever its geometry finds there (dequelabs/axe-core#2768): the home page's dark call-to-action was
 * reported as low contrast now and then. They are drawn for the check, as a person scrolling sees them, and
 * given back to the browser after it (inline CSSOM styles, which the page's CSP allows). Answers how many.
 */
export async function drawSkippedContent(page: Page): Promise<number> {
  return await page
    .evaluate(() => {
      let count = 0;
      for (const el of document.querySelectorAll('body *')) {
        if (getComputedStyle(el).getPropertyValue('content-visibility') !== 'auto') continue;
        el.style.setProperty('content-visibility', 'visible', 'important');
        el.setAttribute('data-drawn-for-axe', '');
        count++;
      }
      return count;
    })
    .catch(() => 0);
}

export async function returnSkippedContent(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      for (const el of document.querySelectorAll('[data-drawn-for-axe]')) {
        el.style.removeProperty('content-visibility');
        el.removeAttribute('data-drawn-for-axe');
      }
    })
    .catch(() => undefined);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** How far the document sticks out sideways, in CSS pixels (0 when it fits the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** Every key the page's localStorage holds. */
export function localStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage));
}

export function setLocalStorageItem(page: Page, key: string, value: string): Promise<void> {
  return page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
}

export function sessionStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => sessionStorage.getItem(k), key);
}

/** Opens `url` in a new tab from the page itself: like a duplicated tab, it starts with a copy of sessionStorage. */
export async function openFromPage(page: Page, url: string): Promise<Page> {
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((u) => void window.open(u), url),
  ]);
  return opened;
}

/** Waits until the page's sessionStorage holds `key` with a value other than `other`. */
export async function waitForSessionItemOtherThan(
  page: Page,
  key: string,
  other: string | null,
): Promise<void> {
  await page.waitForFunction(
    ([k, o]) => {
      const own = sessionStorage.getItem(k as string);
      return own !== null && own !== o;
    },
    [key, other] as const,
    { timeout: 10_000 },
  );
}

export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Whether the focused element is `locator`'s element or inside it. */
export function containsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => (el as unknown as InPageElement).contains(document.activeElement));
}

/** Whether the element sits inside a link or button (a greyed entry must not). */
export function insideLinkOrButton(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => (el as unknown as InPageElement).closest('a, button') !== null);
}

/** The menu groups under `container` as `[title, entry texts]`, read from each list's `aria-labelledby`. */
export function menuGroups(container: Locator): Promise<Array<[string, string[]]>> {
  return container.locator('ul[aria-labelledby]').evaluateAll((lists) =>
    lists.map((list) => {
      const ul = list as unknown as InPageElement;
      const title = document.getElementById(ul.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
      return [title, [...ul.querySelectorAll('li')].map((li) => li.textContent ?? '')] as [string, string[]];
    }),
  );
}

/** Text and `href` of each link matched by `links`. */
export function linkTargets(links: Locator): Promise<Array<[string, string | null]>> {
  return links.evaluateAll((els) =>
    els.map((el) => {
      const a = el as unknown as InPageElement;
      return [(a.textContent ?? '').trim(), a.getAttribute('href')] as [string, string | null];
    }),
  );
}

/**
 * The element's text and background colours, and each CSS custom property of `variables` resolved to `rgb()`
 * (a probe element takes it as its colour).
 */
export function computedColours(
  locator: Locator,
  variables: readonly string[],
): Promise<{ text: string; background: string; variables: string[] }> {
  return locator.evaluate((el, names) => {
    const style = getComputedStyle(el);
    const probe = document.createElement('span');
    document.body.append(probe);
    const resolved = names.map((name) => {
      probe.style.color = `var(${name})`;
      return getComputedStyle(probe).color;
    });
    probe.remove();
    return { text: style.color, background: style.backgroundColor, variables: resolved };
  }, variables);
}

/** The element's computed `font-family` list, as written in the CSS (e.g. `Arimo, Arial, sans-serif`). */
export function computedFontFamily(locator: Locator): Promise<string> {
  return locator.evaluate((el) => getComputedStyle(el).fontFamily);
}

/**
 * Waits until the page's pending font loads are over and `family` is usable at 12 px: `document.fonts.check`
 * says so and at least one face of that family was really loaded (`check` alone is also true for a family the
 * page never declared).
 */
export async function waitForWebFont(page: Page, family: string): Promise<void> {
  await page.waitForFunction(async (name) => {
    await document.fonts.ready;
    const loaded = [...document.fonts].filter(
      (face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded',
    );
    return loaded.length > 0 && document.fonts.check(`12px ${name}`);
  }, family);
}

/** Resolves once the page has drawn two frames: what it renders for its current state is on screen. */
export function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

interface ParsedElements {
  __parsedById?: Map<string, unknown>;
  MutationObserver: new (
    callback: (
      records: Array<{ addedNodes: Iterable<{ querySelectorAll?(s: string): Iterable<unknown> }> }>,
    ) => void,
  ) => { observe(target: unknown, options: { childList: boolean; subtree: boolean }): void };
}

/**
 * For `page.addInitScript`: keeps, by id, every element with an id as the HTML parser first puts it in the page
 * (before any of the page's scripts run), so that `sameAsParsed` can tell later whether it is still that element.
 */
export function keepParsedElements(): void {
  const scope = globalThis as unknown as ParsedElements & { document: unknown };
  const parsed = new Map<string, unknown>();
  scope.__parsedById = parsed;
  new scope.MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        const withIds = [node, ...(node.querySelectorAll?.('[id]') ?? [])] as Array<{ id?: string }>;
        for (const element of withIds)
          if (element.id && !parsed.has(element.id)) parsed.set(element.id, element);
      }
  }).observe(scope.document, { childList: true, subtree: true });
}

/** Per id: whether the page's element with that id is still the one the parser made (`keepParsedElements`). */
export function sameAsParsed(page: Page, ids: string[]): Promise<boolean[]> {
  return page.evaluate((wanted) => {
    const parsed = (globalThis as unknown as ParsedElements).__parsedById;
    return wanted.map(
      (id) => parsed?.get(id) !== undefined && parsed.get(id) === document.getElementById(id),
    );
  }, ids);
}

/**
 * Scrolls the button to the bottom of the screen, where a thumb reaches it on a phone, and reads there: whether
 * a tap at its centre lands on it, its box, the top bar's bottom and the box of every toast shown.
 */
export function atTheBottom(
  button: Locator,
): Promise<{ tapped: boolean; button: Box; topbar: number; toasts: Box[] }> {
  return button.evaluate((el) => {
    const target = el as unknown as InPageBox;
    target.scrollIntoView({ block: 'end', behavior: 'instant' });
    const rect = target.getBoundingClientRect();
    const at = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    const box = ({ top, bottom }: Box) => ({ top, bottom });
    return {
      tapped: at?.closest('button') === (el as unknown),
      button: box(rect),
      topbar: document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0,
      toasts: [...document.querySelectorAll('.toaster .toast')]
        .filter((t) => t.getClientRects().length > 0)
        .map((t) => box(t.getBoundingClientRect())),
    };
  });
}
